import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledResources } from '@/i18n/bundled-resources';
import { fallbackLanguage, languages } from '@/i18n/languages';
import { namespaces } from '@/i18n/namespaces';
import { resources } from '@/i18n/resources';
import { notFoundImage } from '@/lib/assets';
import { LANGUAGES_FILE, siteLanguages } from './languages';
import { profileSource } from '../../content/profile';
import { profileSchema, siteLanguageSchema } from './schemas';
import { parseContent } from './validate';
import { PUBLIC_DIR } from './paths';

const inPublic = (path: string) => existsSync(join(PUBLIC_DIR, path));

describe('the list of languages (content/languages.ts)', () => {
  it('gives the languages, in its order, the first as the fallback', () => {
    expect(languages).toEqual(siteLanguages.map((l) => l.code));
    expect(fallbackLanguage).toBe(siteLanguages[0].code);
  });

  it.each(siteLanguages)('$code has its texts, CV, not-found picture, flag and locale', (entry) => {
    const { code } = entry;
    expect(parseContent(siteLanguageSchema, entry, LANGUAGES_FILE)).toEqual(entry);
    for (const namespace of namespaces) {
      expect(existsSync(`content/texts/${code}/${namespace}.json`), `${code}/${namespace}.json`).toBe(true);
      expect(resources[code][namespace], `${code}/${namespace}`).toBeDefined();
    }
    expect(Object.keys(bundledResources[code].errors)).toEqual(Object.keys(resources[code].errors));
    // A CV of the owner's own, where they give one (the others are made from the résumé at build).
    const cv = parseContent(profileSchema, profileSource, 'content/profile.ts').cv?.[code];
    expect(cv === undefined || inPublic(cv), cv).toBe(true);
    expect(notFoundImage[code]).toBe(entry.notFoundImage);
    expect(inPublic(entry.notFoundImage), entry.notFoundImage).toBe(true);
    expect(inPublic(entry.flag), entry.flag).toBe(true);
    expect(entry.locale.startsWith(`${code}_`)).toBe(true);
  });

  it('rejects an entry missing a field, naming the file and the field', () => {
    const { locale: _, ...withoutLocale } = siteLanguages[0];
    expect(() => parseContent(siteLanguageSchema, withoutLocale, LANGUAGES_FILE, 'siteLanguages[0]')).toThrow(
      'content/languages.ts: siteLanguages[0].locale: Invalid input',
    );
  });

  it('takes a CV file of the owner’s for any of the languages, or none, and no other language', () => {
    const [first] = languages;
    const file = 'content/profile.ts';
    for (const cv of [undefined, {}, { [first]: `/cv/mine-${first}.pdf` }])
      expect(parseContent(profileSchema, { ...profileSource, cv }, file).cv).toEqual(cv);
    expect(() => parseContent(profileSchema, { ...profileSource, cv: { zz: '/cv/zz.pdf' } }, file)).toThrow(
      `${file}: cv: Unrecognized key: "zz"`,
    );
  });
});
