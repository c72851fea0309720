// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_FONTS, POLISH_NAME, SCRIPT_LANGUAGES, SCRIPT_SAMPLES } from '../../fixtures/scripts/samples';
import { FONTS_DIR } from '../../src/content/languages';
import { MissingGlyphsError, shapeLine, wrapText } from './shaped-text';
import { fontStack } from './shaped-text-fonts';

let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'shaped-text-'));
  mkdirSync(join(root, FONTS_DIR), { recursive: true });
  cpSync(FIXTURE_FONTS.ar, join(root, FONTS_DIR, SCRIPT_LANGUAGES.ar.font));
  cpSync(FIXTURE_FONTS.ja, join(root, FONTS_DIR, SCRIPT_LANGUAGES.ja.font));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const unspaced = (text: string) => text.replaceAll(' ', '');

describe('wrapped text', () => {
  it('breaks Japanese between characters, never before 。or 、, within any width', async () => {
    const fonts = await fontStack(SCRIPT_LANGUAGES.ja, root, 400);
    const { sentence } = SCRIPT_SAMPLES.ja;
    for (let width = 120; width <= 1040; width += 73) {
      const lines = wrapText(sentence, fonts, { size: 32, width, maxLines: 99, direction: 'ltr' });
      expect(unspaced(lines.map(({ text }) => text).join(''))).toBe(unspaced(sentence));
      for (const line of lines) {
        expect(line.width, `${width}: ${line.text}`).toBeLessThanOrEqual(width);
        expect(line.text, `${width}`).not.toMatch(/^[。、]/);
      }
    }
  });

  it('cuts a word wider than the line between graphemes, and ends a clamped text in an ellipsis', async () => {
    const fonts = await fontStack({ code: 'pl' }, root, 800);
    const word = POLISH_NAME.split(' ')[1] ?? '';
    const cut = wrapText(word, fonts, { size: 72, width: 200, maxLines: 99, direction: 'ltr' });
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.map(({ text }) => text).join('')).toBe(word);
    for (const line of cut) expect(line.width).toBeLessThanOrEqual(200);
    const [clamped, ...rest] = wrapText(POLISH_NAME, fonts, {
      size: 72,
      width: 400,
      maxLines: 1,
      direction: 'ltr',
    });
    expect(rest).toEqual([]);
    expect(clamped?.text).toMatch(/…$/);
    expect(clamped?.width).toBeLessThanOrEqual(400);
  });
});

describe('a shaped line', () => {
  it('sets lam and alef in their joined forms, not the isolated ones', async () => {
    const fonts = await fontStack(SCRIPT_LANGUAGES.ar, root, 400);
    const glyphs = (text: string) => shapeLine(text, fonts, 32, 'rtl').glyphs.map(({ glyph }) => glyph);
    const joined = glyphs('لا');
    expect(joined).not.toContain(0);
    for (const isolated of [...glyphs('ل'), ...glyphs('ا')]) expect(joined).not.toContain(isolated);
  });

  it('refuses characters no font of its stack has', async () => {
    const fonts = await fontStack(SCRIPT_LANGUAGES.ar, root, 400);
    expect(() => shapeLine(SCRIPT_SAMPLES.ja.title, fonts, 32, 'rtl')).toThrow(MissingGlyphsError);
  });
});
