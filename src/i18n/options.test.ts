import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseOptions } from './options';
import { resources } from './resources';

describe('language fallback', () => {
  it('loads only the visitor language when it is supported, and English for any other', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      ...baseOptions,
      resources,
    });
    const { languageUtils } = i18n.services;
    expect(languageUtils.toResolveHierarchy('es')).toEqual(['es']);
    expect(languageUtils.toResolveHierarchy('es-MX')).toEqual(['es']);
    expect(languageUtils.toResolveHierarchy('en')).toEqual(['en']);
    expect(languageUtils.toResolveHierarchy('fr')).toEqual(['en']);
    await i18n.changeLanguage('fr-FR');
    expect(i18n.resolvedLanguage).toBe('en');
    expect(i18n.t('hero.welcome')).toBe(resources.en.global.hero.welcome);
    await i18n.changeLanguage('es-MX');
    expect(i18n.resolvedLanguage).toBe('es');
    expect(i18n.t('hero.welcome')).toBe(resources.es.global.hero.welcome);
  });
});
