// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_FONTS, POLISH_NAME, SCRIPT_LANGUAGES, SCRIPT_SAMPLES } from '../fixtures/scripts/samples';
import { FONTS_DIR } from '../src/content/languages';
import { cataloguePaths } from '../src/content/catalogue';
import { pageMeta } from '../src/content/page-meta';
import { createI18n } from '../src/i18n/create-i18n';
import { languages } from '../src/i18n/languages';
import { resources } from '../src/i18n/resources';
import { routesIn, sitePages } from '../src/lib/routes';
import { CARD, type CardLanguage, type CardTexts, layoutCardText } from './fonts/card-text';
import { drawSocialCard, renderSocialCard, socialCards } from './social-images';

const origin = 'https://owner.example.com';

describe.each(languages)('the social cards in %s', (language) => {
  const cards = socialCards(language, origin);

  it('include the card each page names in its og:image', () => {
    const { t } = createI18n(language);
    const names = cards.map(({ name }) => name);
    for (const { path } of sitePages(routesIn(language), cataloguePaths(language))) {
      expect(names, path).toContain(pageMeta(path, resources[language].projects, t, language).image);
    }
  });

  it('are each a 1200x630 PNG', async () => {
    for (const { name, card } of cards) {
      const { format, width, height } = await sharp(await renderSocialCard(card)).metadata();
      expect({ format, width, height }, name).toEqual({ format: 'png', width: 1200, height: 630 });
    }
  });
});

// The tests' own owner: a Polish name, and Arabic and Japanese added with their fonts in content/fonts/.
let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'social-cards-'));
  mkdirSync(join(root, FONTS_DIR), { recursive: true });
  cpSync(FIXTURE_FONTS.ar, join(root, FONTS_DIR, SCRIPT_LANGUAGES.ar.font));
  cpSync(FIXTURE_FONTS.ja, join(root, FONTS_DIR, SCRIPT_LANGUAGES.ja.font));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const polish: CardLanguage = { code: 'pl' };
const texts = (title: string, description = title): CardTexts => ({
  eyebrow: title,
  title,
  description,
  footer: 'owner.example.com',
});

/** The leftmost and rightmost columns with text's ink (brighter than any of the card's background) between two rows. */
async function inkColumns(png: Buffer, top: number, bottom: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  let left = info.width;
  let right = -1;
  for (let y = top; y < bottom; y++)
    for (let x = 0; x < info.width; x++) {
      const at = (y * info.width + x) * info.channels;
      if (Math.max(data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0) > 128) {
        left = Math.min(left, x);
        right = Math.max(right, x);
      }
    }
  return { left, right };
}

const lines = async (language: CardLanguage, card: CardTexts, field: keyof CardTexts) =>
  (await layoutCardText(language, root, card)).filter((line) => line.field === field);

describe('a card in any script', () => {
  it("draws a Polish name in Inter, its Ł from Inter's latin-ext subset, flush with the left margin", async () => {
    const [title] = await lines(polish, texts(POLISH_NAME), 'title');
    expect(title?.text).toBe(POLISH_NAME);
    expect(title?.glyphs.every(({ glyph }) => glyph !== 0)).toBe(true);
    expect(title?.glyphs.every(({ font }) => font.name.startsWith('inter-'))).toBe(true);
    const first = title?.glyphs.find(({ cluster }) => cluster === 0);
    expect(first?.font.name).toMatch(/^inter-latin-ext-800/);
    const png = await drawSocialCard(polish, root, texts(POLISH_NAME, 'x'));
    // The title's line box (y 192 to 276): ink from the Ł, at the margin, not a gap where a glyph is missing.
    expect((await inkColumns(png, 192, 276)).left).toBeLessThanOrEqual(CARD.margin + 8);
  });

  it('shapes Arabic (letters joined), orders Latin names inside it left to right, and sets it against the right margin', async () => {
    const { title, sentence } = SCRIPT_SAMPLES.ar;
    const card = texts(title, sentence);
    const [titleLine] = await lines(SCRIPT_LANGUAGES.ar, card, 'title');
    if (!titleLine) throw new Error('no title line');
    expect(titleLine.glyphs.every(({ glyph }) => glyph !== 0)).toBe(true);
    // The first word's letters, each set alone, are isolated forms; joined, most take another glyph.
    const word = title.split(' ')[0] ?? '';
    const isolated = new Set<number>();
    for (const letter of word) {
      const [alone] = await lines(SCRIPT_LANGUAGES.ar, texts(letter), 'title');
      for (const { glyph } of alone?.glyphs ?? []) isolated.add(glyph);
    }
    const joined = titleLine.glyphs.filter(({ cluster }) => cluster < word.length);
    expect(joined.filter(({ glyph }) => !isolated.has(glyph)).length).toBeGreaterThanOrEqual(word.length / 2);
    // Right to left: the first word is the rightmost.
    const xOf = (from: number, to: number, glyphs = titleLine.glyphs) =>
      glyphs.filter(({ cluster }) => cluster >= from && cluster < to).map(({ x }) => x);
    expect(Math.min(...xOf(0, word.length))).toBeGreaterThan(Math.max(...xOf(word.length + 1, title.length)));

    const description = await lines(SCRIPT_LANGUAGES.ar, card, 'description');
    const withNames = description.find(
      (line) => line.text.includes('React') && line.text.includes('TypeScript'),
    );
    if (!withNames) throw new Error('React and TypeScript are not on one line');
    const at = (name: string) => withNames.text.indexOf(name);
    const react = xOf(at('React'), at('React') + 5, withNames.glyphs);
    const typeScript = xOf(at('TypeScript'), at('TypeScript') + 10, withNames.glyphs);
    // Each name reads left to right; the first named is the right one.
    expect(react).toEqual(react.toSorted((a, b) => a - b));
    expect(Math.min(...react)).toBeGreaterThan(Math.max(...typeScript));

    const png = await drawSocialCard(SCRIPT_LANGUAGES.ar, root, card);
    const ink = await inkColumns(png, 192, 276);
    expect(ink.right).toBeGreaterThanOrEqual(CARD.width - CARD.margin - 8);
    expect(ink.right).toBeLessThanOrEqual(CARD.width - CARD.margin);
    expect(ink.left).toBeGreaterThan(CARD.margin + 40);
    // The layout mirrors: the accent bar ends at the right margin.
    expect(await inkColumns(png, 96, 104)).toEqual({
      left: CARD.width - CARD.margin - 64,
      right: CARD.width - CARD.margin - 1,
    });
  });

  it('wraps Japanese between characters, never before 。or 、, within the box', async () => {
    const { title, sentence } = SCRIPT_SAMPLES.ja;
    const card = texts(`${title}${title}`, sentence);
    const titleLines = await lines(SCRIPT_LANGUAGES.ja, card, 'title');
    expect(titleLines.length).toBe(2);
    expect(titleLines.map(({ text }) => text).join('')).toBe(`${title}${title}`);
    const description = await lines(SCRIPT_LANGUAGES.ja, card, 'description');
    expect(description.length).toBeGreaterThan(1);
    for (const line of [...titleLines, ...description]) {
      expect(line.width, line.text).toBeLessThanOrEqual(CARD.width - 2 * CARD.margin);
      expect(line.text, line.text).not.toMatch(/^[。、]/);
      expect(line.glyphs.every(({ glyph }) => glyph !== 0)).toBe(true);
    }
    // The picture draws the lines laid out: each title line's ink (y 192 to 276, 276 to 360) spans its width.
    const png = await drawSocialCard(SCRIPT_LANGUAGES.ja, root, card);
    for (const [index, line] of titleLines.entries()) {
      const ink = await inkColumns(png, 192 + 84 * index, 276 + 84 * index);
      // CJK glyphs stand a tenth of an em inside their advance.
      expect(Math.abs(ink.left - CARD.margin), line.text).toBeLessThanOrEqual(12);
      expect(Math.abs(ink.right - (CARD.margin + line.width)), line.text).toBeLessThanOrEqual(12);
    }
  });

  it('fails naming the language and the characters no font has', async () => {
    await expect(drawSocialCard(SCRIPT_LANGUAGES.ar, root, texts('שלום'))).rejects.toThrow(/'ar'.*ש/);
    await expect(drawSocialCard(polish, root, texts(SCRIPT_SAMPLES.ja.title))).rejects.toThrow(
      /'pl'.*フ.*開/,
    );
  });
});
