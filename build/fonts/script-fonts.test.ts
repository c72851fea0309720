import { describe, expect, it } from 'vitest';
import { fontSite as site } from '../../fixtures/scripts/font-site';
import { POLISH_NAME, SCRIPT_LANGUAGES, SCRIPT_SAMPLES } from '../../fixtures/scripts/samples';
import { assertFontsCover, fontGaps, gapMessage } from './script-fonts';

const english = { code: 'en' };

describe('fontGaps', () => {
  it('finds none for Latin with any accent, Greek and Cyrillic: the web fonts have them', () => {
    const root = site({ en: 'Zażółć gęślą jaźń · Ελληνικά · Кириллица · Tiếng Việt' }, POLISH_NAME);
    expect(fontGaps([english], root)).toEqual([]);
  });

  it('names the language, its folder and the characters its texts need that no font has, and what to add', () => {
    const root = site({ en: 'Hello', ar: SCRIPT_SAMPLES.ar.title });
    const languages = [english, { code: 'ar' }];
    const gaps = fontGaps(languages, root);
    expect(gaps).toEqual([
      {
        language: 'ar',
        where: 'content/texts/ar/',
        characters: [...new Set(SCRIPT_SAMPLES.ar.title.replaceAll(' ', ''))].toSorted(),
      },
    ]);
    const [gap = { where: '', characters: [] }] = gaps;
    const message = gapMessage(gap, languages);
    expect(message).toContain("Language 'ar': content/texts/ar/ has ا ب ة");
    expect(message).toContain('(U+0627, U+0628, U+0629, U+062A…)');
    expect(message).toContain('content/fonts/');
    expect(message).toContain("{ code: 'ar', …, font: 'NotoSans….ttf' }");
    expect(() => assertFontsCover(languages, root)).toThrow("Language 'ar'");
  });

  it("is satisfied by the language's own font, and only for that language's texts", () => {
    const root = site({ en: SCRIPT_SAMPLES.ar.experience, ar: SCRIPT_SAMPLES.ar.sentence }, 'Sam', ['ar']);
    const languages = [english, SCRIPT_LANGUAGES.ar];
    expect(fontGaps(languages, root).map(({ language }) => language)).toEqual(['en']);
  });

  it('says which characters the named font lacks', () => {
    const root = site({ ja: `${SCRIPT_SAMPLES.ja.title}鬱` }, 'Sam', ['ja']);
    const languages = [SCRIPT_LANGUAGES.ja];
    const [gap = { where: '', characters: [] }] = fontGaps(languages, root);
    expect(gap.characters).toEqual(['鬱']);
    expect(gapMessage(gap, languages)).toContain(
      "neither the site's fonts nor content/fonts/NotoSansJP.ttf have",
    );
  });

  it('checks the shared content against every font, naming the content files', () => {
    const name = SCRIPT_SAMPLES.ar.experience;
    expect(fontGaps([english], site({ en: 'Hi' }, name))).toEqual([
      { where: 'content/*.ts', characters: [...new Set(name)].toSorted() },
    ]);
    expect(fontGaps([english, SCRIPT_LANGUAGES.ar], site({ en: 'Hi' }, name, ['ar']))).toEqual([]);
  });

  it('fails naming the file when a language names a font that is not there', () => {
    expect(() => fontGaps([SCRIPT_LANGUAGES.ar], site({ ar: 'x' }))).toThrow(
      "content/languages.ts: the language 'ar' names the font NotoSansArabic.ttf, which is not in content/fonts/",
    );
  });
});
