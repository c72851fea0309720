import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { baseOptions } from './options';
import { resources } from './resources';
import { fallbackLanguage, regionalTag, secondLanguage, unknownLanguage } from '@/test/languages';

describe('language fallback', () => {
  it('loads only the visitor language when it is supported, and the fallback language for any other', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      ...baseOptions,
      resources,
    });
    const { languageUtils } = i18n.services;
    expect(languageUtils.toResolveHierarchy(secondLanguage)).toEqual([secondLanguage]);
    expect(languageUtils.toResolveHierarchy(regionalTag(secondLanguage))).toEqual([secondLanguage]);
    expect(languageUtils.toResolveHierarchy(fallbackLanguage)).toEqual([fallbackLanguage]);
    expect(languageUtils.toResolveHierarchy(unknownLanguage)).toEqual([fallbackLanguage]);
    await i18n.changeLanguage(`${unknownLanguage}-ZZ`);
    expect(i18n.resolvedLanguage).toBe(fallbackLanguage);
    expect(i18n.t('hero.welcome')).toBe(resources[fallbackLanguage].global.hero.welcome);
    await i18n.changeLanguage(regionalTag(secondLanguage));
    expect(i18n.resolvedLanguage).toBe(secondLanguage);
    expect(i18n.t('hero.welcome')).toBe(resources[secondLanguage].global.hero.welcome);
  });
});
