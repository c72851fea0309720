import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FONTS_DIR, LANGUAGES_FILE } from '@/content/languages';
import { POSTS_DIR, PUBLIC_DIR, TEXTS_DIR } from '@/content/paths';
import { main } from './remove-language';

// The tests' own site: three languages, two of them sharing a flag, one with a font of its own.
const LANGUAGES = `import type { SiteLanguage } from '../src/content/languages';

export const siteLanguages = [
  { code: 'en', label: 'English', flag: '/icons/flags/en.svg', locale: 'en_US', notFoundImage: '/images/404-en.svg' },
  { code: 'de', label: 'Deutsch', flag: '/icons/flags/de.svg', locale: 'de_DE', notFoundImage: '/images/404-en.svg' },
  {
    code: 'ar',
    label: 'العربية',
    flag: '/icons/flags/de.svg',
    locale: 'ar_EG',
    notFoundImage: '/images/404-ar.svg',
    font: 'NotoSansArabic.ttf',
  },
] as const satisfies readonly [SiteLanguage, ...SiteLanguage[]];
`;
const FILES = [
  ...['en', 'de', 'ar'].map((code) => `${TEXTS_DIR}/${code}/global.json`),
  `${PUBLIC_DIR}/icons/flags/en.svg`,
  `${PUBLIC_DIR}/icons/flags/de.svg`,
  `${PUBLIC_DIR}/images/404-en.svg`,
  `${PUBLIC_DIR}/images/404-ar.svg`,
  `${FONTS_DIR}/NotoSansArabic.ttf`,
];

let root = '';
const exists = (file: string) => existsSync(join(root, file));
const codes = () =>
  [...readFileSync(join(root, LANGUAGES_FILE), 'utf8').matchAll(/code: '(\w+)'/g)].map((m) => m[1]);

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'remove-language-'));
  cpSync('.prettierrc.json', join(root, '.prettierrc.json'));
  for (const file of [LANGUAGES_FILE, ...FILES]) mkdirSync(join(root, dirname(file)), { recursive: true });
  writeFileSync(join(root, LANGUAGES_FILE), LANGUAGES);
  for (const file of FILES) writeFileSync(join(root, file), '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run remove-language', () => {
  it('takes out the entry, the texts and the files no other language uses', async () => {
    const said = await main(['ar'], root);
    expect(codes()).toEqual(['en', 'de']);
    expect(exists(`${TEXTS_DIR}/ar`)).toBe(false);
    expect(exists(`${PUBLIC_DIR}/images/404-ar.svg`)).toBe(false);
    expect(exists(`${FONTS_DIR}/NotoSansArabic.ttf`)).toBe(false);
    // The flag the German entry still names stays.
    expect(exists(`${PUBLIC_DIR}/icons/flags/de.svg`)).toBe(true);
    expect(said).toContain(`${TEXTS_DIR}/ar/`);
  });

  it("takes out the language's posts: its file of a post in others too, the whole folder of one in it alone", async () => {
    const post = (slug: string, file: string) => {
      mkdirSync(join(root, POSTS_DIR, slug), { recursive: true });
      writeFileSync(join(root, POSTS_DIR, slug, file), '');
    };
    for (const file of ['en.md', 'ar.md']) post('both', file);
    for (const file of ['ar.md', 'picture.png']) post('alone', file);
    post('other', 'en.md');
    const said = await main(['ar'], root);
    expect(exists(`${POSTS_DIR}/both/ar.md`)).toBe(false);
    expect(exists(`${POSTS_DIR}/both/en.md`)).toBe(true);
    expect(exists(`${POSTS_DIR}/alone`)).toBe(false);
    expect(exists(`${POSTS_DIR}/other/en.md`)).toBe(true);
    expect(said).toContain(`${POSTS_DIR}/alone/`);
  });

  it("keeps a language's file that other content names (a skill's icon may be its flag)", async () => {
    mkdirSync(join(root, 'content'), { recursive: true });
    writeFileSync(
      join(root, 'content/skills.ts'),
      "export const skillsSource = [{ img_path: '/images/404-ar.svg' }];\n",
    );
    await main(['ar'], root);
    expect(exists(`${PUBLIC_DIR}/images/404-ar.svg`)).toBe(true);
    expect(exists(`${FONTS_DIR}/NotoSansArabic.ttf`)).toBe(false);
  });

  it('removes a language in the middle of the list, and says when the fallback changes', async () => {
    await main(['de'], root);
    expect(codes()).toEqual(['en', 'ar']);
    expect(exists(`${TEXTS_DIR}/de`)).toBe(false);
    expect(exists(`${PUBLIC_DIR}/icons/flags/de.svg`)).toBe(true);
    expect(await main(['en'], root)).toContain('The next language is now the fallback');
    expect(codes()).toEqual(['ar']);
    expect(exists(`${PUBLIC_DIR}/images/404-en.svg`)).toBe(false);
  });

  it('refuses an unknown language and the only one, naming the file', async () => {
    await expect(main(['fr'], root)).rejects.toThrow(
      `There is no language "fr" in ${LANGUAGES_FILE}. Languages: en, de, ar.`,
    );
    await main(['de'], root);
    await main(['ar'], root);
    await expect(main(['en'], root)).rejects.toThrow(`"en" is the site's only language`);
    await expect(main([], root)).rejects.toThrow('Usage: npm run remove-language');
  });
});
