/**
 * The social card's texts, set in the language's script and direction (shaped-text.ts): where each line goes on the
 * 1200x630 card and its glyphs. Right-to-left languages mirror the card: their lines end at the right margin.
 */
import { type SiteLanguage, languageDirection } from '../../src/content/languages';
import { gapMessage } from './script-fonts';
import { type Direction, type ShapedLine, linePath, wrapText } from './shaped-text';
import { chooseFonts, fontStack, type StackFont, type Weight } from './shaped-text-fonts';

export const CARD = { width: 1200, height: 630, margin: 80, footerHeight: 80 } as const;

/** What a card says. */
export interface CardTexts {
  eyebrow: string;
  title: string;
  description: string;
  footer: string;
}

export type CardLanguage = Pick<SiteLanguage, 'code' | 'font' | 'direction'>;

interface Block {
  field: keyof CardTexts;
  size: number;
  weight: Weight;
  lineHeight: number;
  maxLines: number;
  colour: 'accent' | 'text' | 'muted';
}

// Sizes, weights and line boxes as the satori cards had them (the eyebrow's box starts at y 141, the title's at 192,
// the description 24.5 px below the title's last line, the footer fills the band at the bottom).
const BLOCKS: readonly Block[] = [
  { field: 'eyebrow', size: 30, weight: 400, lineHeight: 36, maxLines: 1, colour: 'accent' },
  { field: 'title', size: 72, weight: 800, lineHeight: 84, maxLines: 2, colour: 'text' },
  { field: 'description', size: 32, weight: 400, lineHeight: 44, maxLines: 3, colour: 'muted' },
  { field: 'footer', size: 28, weight: 400, lineHeight: CARD.footerHeight, maxLines: 1, colour: 'text' },
];
const EYEBROW_TOP = 141;
const GAP_AFTER = { eyebrow: 15, title: 24.5, description: 0, footer: 0 } as const;

/** One line of a card, placed: its left edge and baseline in the card. */
export interface CardLine extends ShapedLine {
  field: keyof CardTexts;
  left: number;
  baseline: number;
  size: number;
  colour: Block['colour'];
}

const stacks = new Map<string, Promise<StackFont[]>>();
function cachedStack(language: CardLanguage, root: string, weight: Weight) {
  const key = `${root}|${language.code}|${language.font ?? ''}|${weight}`;
  let stack = stacks.get(key);
  if (!stack) stacks.set(key, (stack = fontStack(language, root, weight)));
  return stack;
}

/**
 * The baseline in a line box as CSS (and satori) put it: the half-leading above Inter's ascent. The line boxes keep
 * Inter's metrics whatever font a line falls back to, so every language's lines sit at the same heights.
 */
function baselineIn(top: number, block: Block, inter: StackFont): number {
  const { ascender, descender } = inter.font.hExtents();
  const scale = block.size / inter.upem;
  // Satori put baselines on whole pixels.
  return Math.round(top + (block.lineHeight - (ascender - descender) * scale) / 2 + ascender * scale);
}

/** Fails, naming the language, the texts and every character, when no font of the card has some character. */
async function assertCovered(language: CardLanguage, root: string, texts: CardTexts) {
  const missing = new Set<string>();
  const fields: string[] = [];
  for (const block of BLOCKS) {
    const found = chooseFonts(texts[block.field], await cachedStack(language, root, block.weight)).missing;
    if (found.length) fields.push(block.field);
    for (const character of found) missing.add(character);
  }
  if (missing.size) {
    const where = `the social card's ${fields.join(', ')}`;
    throw new Error(gapMessage({ language: language.code, where, characters: [...missing] }, [language]));
  }
}

/** Lays a card's texts out, or fails naming the language, the text and the characters no font has. */
export async function layoutCardText(
  language: CardLanguage,
  root: string,
  texts: CardTexts,
): Promise<CardLine[]> {
  await assertCovered(language, root, texts);
  const direction: Direction = languageDirection(language);
  const width = CARD.width - 2 * CARD.margin;
  const lines: CardLine[] = [];
  let top = EYEBROW_TOP;
  for (const block of BLOCKS) {
    const fonts = await cachedStack(language, root, block.weight);
    const [inter] = fonts;
    if (!inter) throw new Error('a card needs fonts');
    if (block.field === 'footer') top = CARD.height - CARD.footerHeight;
    const size = block.size;
    for (const line of wrapText(texts[block.field], fonts, {
      size,
      width,
      maxLines: block.maxLines,
      direction,
    })) {
      // HarfBuzz draws .notdef (glyph 0) for a character its font maps to nothing: the last guard against tofu.
      if (line.glyphs.some(({ glyph }) => glyph === 0))
        throw new Error(
          `Language '${language.code}': the social card's ${block.field} "${line.text}" would draw a missing glyph`,
        );
      const left = direction === 'rtl' ? CARD.width - CARD.margin - line.width : CARD.margin;
      const baseline = baselineIn(top, block, inter);
      lines.push({ ...line, field: block.field, left, baseline, size, colour: block.colour });
      top += block.lineHeight;
    }
    top += GAP_AFTER[block.field];
  }
  return lines;
}

/** The card's lines as SVG, in the colours given. */
export function cardTextSvg(lines: CardLine[], colours: Record<Block['colour'], string>): string {
  return lines
    .map((line) => linePath(line, line.left, line.baseline, line.size, colours[line.colour]))
    .join('');
}
