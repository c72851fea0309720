import { describe, expect, it } from 'vitest';
import { languageDirection, siteLanguages } from '@/content/languages';
import { directionOf, localeOf } from './direction';

describe('directionOf', () => {
  it("follows each site language's entry", () => {
    for (const language of siteLanguages)
      expect(directionOf(language.code)).toBe(languageDirection(language));
  });

  it('reads a code by the code where the site has no such language', () => {
    expect(directionOf('he')).toBe('rtl');
    expect(directionOf('ja')).toBe('ltr');
    expect(directionOf('zz')).toBe('ltr');
  });
});

describe('localeOf', () => {
  it("gives a site language's Open Graph locale as a BCP 47 tag, and a code the site lacks as it is", () => {
    for (const language of siteLanguages)
      expect(localeOf(language.code)).toBe(language.locale.replace('_', '-'));
    expect(localeOf('zz')).toBe('zz');
  });
});
