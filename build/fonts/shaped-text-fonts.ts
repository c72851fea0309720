/**
 * The fonts a shaped text is set in, opened in HarfBuzz: Inter's script subsets (the static per-weight files of
 * @fontsource/inter, the ones the cards always used, so Latin looks as it did), then the language's own font. Each
 * character takes the first font that has it, as a browser does with the pages' `unicode-range` subsets.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import type { SiteLanguage } from '../../src/content/languages';
import { languageFontFile, WEB_FONT_SUBSETS } from './script-fonts';

const require = createRequire(import.meta.url);
// fontverter (subset-font's) unpacks WOFF and WOFF2, which HarfBuzz does not read, to plain OpenType.
const fontverter = require('fontverter') as { convert(data: Buffer, to: 'sfnt'): Promise<Buffer> };

export type Weight = 400 | 800;

/** One font file at one weight, ready to shape with. */
export interface StackFont {
  /** What a message or a test names it by: the file's name. */
  name: string;
  font: hb.Font;
  upem: number;
  has(codePoint: number): boolean;
  /** A glyph's outline in font units (y up), kept once drawn. */
  outline(glyph: number): hb.SvgPathCommand[];
}

async function openFont(file: string, weight: Weight): Promise<StackFont> {
  const face = new hb.Face(new hb.Blob(await fontverter.convert(readFileSync(file), 'sfnt')));
  const font = new hb.Font(face);
  const axis = face.getAxisInfos()['wght'];
  if (axis) font.setVariations([new hb.Variation('wght', Math.min(Math.max(weight, axis.min), axis.max))]);
  const characters = new Set(face.collectUnicodes());
  const outlines = new Map<number, hb.SvgPathCommand[]>();
  return {
    name: file.replace(/^.*[\\/]/, ''),
    font,
    upem: face.upem,
    has: (codePoint) => characters.has(codePoint),
    outline(glyph) {
      let outline = outlines.get(glyph);
      if (!outline) outlines.set(glyph, (outline = font.glyphToJson(glyph)));
      return outline;
    },
  };
}

const opened = new Map<string, Promise<StackFont>>();
function cachedFont(file: string, weight: Weight): Promise<StackFont> {
  const key = `${file}@${weight}`;
  let font = opened.get(key);
  if (!font) opened.set(key, (font = openFont(file, weight)));
  return font;
}

/** The static Inter file of one script subset at one weight. */
export function interStaticFile(subset: (typeof WEB_FONT_SUBSETS)[number], weight: Weight): string {
  return require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
}

/** The fonts, in order of preference, that a language's text at one weight is set in: Inter's latin file first. */
export async function fontStack(
  language: Pick<SiteLanguage, 'code' | 'font'>,
  root: string,
  weight: Weight,
): Promise<StackFont[]> {
  const own = languageFontFile(language, root);
  const files = [...WEB_FONT_SUBSETS.map((subset) => interStaticFile(subset, weight)), ...(own ? [own] : [])];
  return Promise.all(files.map((file) => cachedFont(file, weight)));
}

/** Characters that need no glyph of their own: spaces, controls, joiners and marks of direction. */
export const INVISIBLE = /^[\s\p{Cc}\p{Cf}]$/u;

// Spaces, punctuation and combining marks belong to the script around them: they stay in the font of the character
// before them when it has them, so a mark sits on its letter and an Arabic comma stays Arabic.
const FOLLOWS = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/**
 * The font of each UTF-16 unit of a text (a surrogate pair's two share one), or the characters no font has. Invisible
 * characters no font has take the font before them (HarfBuzz drops them from the drawing).
 */
export function chooseFonts(text: string, stack: StackFont[]): { fonts: StackFont[]; missing: string[] } {
  const fonts: StackFont[] = [];
  const missing = new Set<string>();
  let previous: StackFont | undefined;
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0;
    let chosen =
      previous && FOLLOWS.test(character) && previous.has(point)
        ? previous
        : stack.find((font) => font.has(point));
    if (!chosen) {
      if (!INVISIBLE.test(character)) missing.add(character);
      chosen = previous ?? stack[0];
    }
    if (!chosen) throw new Error('a font stack needs at least one font');
    for (let unit = 0; unit < character.length; unit++) fonts.push(chosen);
    previous = chosen;
  }
  return { fonts, missing: [...missing] };
}
