/**
 * Text set as a browser sets it, for pictures drawn at build (the social cards): each character in the first font that
 * has it (shaped-text-fonts.ts), the Unicode bidirectional algorithm (bidi-js) for the order of right-to-left and
 * left-to-right runs, HarfBuzz for shaping (Arabic letters joined, marks placed, kerning, ligatures) and UAX #14
 * (linebreak) for where a line may end: between words, between CJK characters, never before 。or 、.
 */
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import * as hb from 'harfbuzzjs';
import { chooseFonts, type StackFont } from './shaped-text-fonts';

const require = createRequire(import.meta.url);
interface Break {
  position: number;
  required: boolean;
}
const LineBreaker = require('linebreak') as new (text: string) => { nextBreak(): Break | null };
const bidi = bidiFactory();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export type Direction = 'ltr' | 'rtl';

/** A glyph where it is drawn: x from the line's left edge and y from its baseline (down), in pixels. */
export interface PlacedGlyph {
  font: StackFont;
  glyph: number;
  /** The UTF-16 offset in the line's text of the first character it draws. */
  cluster: number;
  x: number;
  y: number;
}

/** One line of text, shaped and in visual order (left to right). */
export interface ShapedLine {
  text: string;
  width: number;
  glyphs: PlacedGlyph[];
}

/** Thrown when a text has characters that no font of its stack has. */
export class MissingGlyphsError extends Error {
  constructor(readonly characters: string[]) {
    super(`no font has ${characters.join(' ')}`);
  }
}

function shapeRun(text: string, start: number, end: number, font: StackFont, rtl: boolean, size: number) {
  const buffer = new hb.Buffer();
  // The whole line is the context, so a letter at a run's edge joins (or not) as its neighbours say.
  buffer.addText(text, start, end - start);
  buffer.setDirection(rtl ? hb.Direction.RTL : hb.Direction.LTR);
  buffer.guessSegmentProperties();
  hb.shape(font.font, buffer);
  const scale = size / font.upem;
  return buffer.getGlyphInfosAndPositions().map((glyph) => ({
    glyph: glyph.codepoint,
    cluster: glyph.cluster,
    advance: (glyph.xAdvance ?? 0) * scale,
    x: (glyph.xOffset ?? 0) * scale,
    y: -(glyph.yOffset ?? 0) * scale,
  }));
}

/** Shapes one line (no wrapping): its runs of one font and one direction, placed in visual order. */
export function shapeLine(text: string, fonts: StackFont[], size: number, direction: Direction): ShapedLine {
  const chosen = chooseFonts(text, fonts);
  if (chosen.missing.length) throw new MissingGlyphsError(chosen.missing);
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const runs: { start: number; end: number; level: number; font: StackFont }[] = [];
  for (let index = 0; index < text.length; index++) {
    const font = chosen.fonts[index];
    const level = levels[index] ?? 0;
    const last = runs.at(-1);
    if (!font) continue;
    if (last && last.font === font && last.level === level) last.end = index + 1;
    else runs.push({ start: index, end: index + 1, level, font });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs at that level or above.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level | 1));
  for (let level = highest; level >= lowestOdd; level--)
    for (let first = 0; first < runs.length; first++) {
      if ((runs[first]?.level ?? 0) < level) continue;
      let last = first;
      while ((runs[last + 1]?.level ?? 0) >= level) last++;
      runs.splice(first, last - first + 1, ...runs.slice(first, last + 1).toReversed());
      first = last;
    }
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  for (const run of runs)
    for (const shaped of shapeRun(text, run.start, run.end, run.font, run.level % 2 === 1, size)) {
      glyphs.push({
        font: run.font,
        glyph: shaped.glyph,
        cluster: shaped.cluster,
        x: x + shaped.x,
        y: shaped.y,
      });
      x += shaped.advance;
    }
  return { text, width: x, glyphs };
}

/** Where a line may end, as UTF-16 offsets: UAX #14's opportunities, and whether the break is forced. */
function breakOpportunities(text: string): Break[] {
  const breaker = new LineBreaker(text);
  const breaks: Break[] = [];
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) breaks.push(next);
  return breaks;
}

/** The longest run of whole graphemes from `start` that fits `width` (at least one, so a line always advances). */
function fittingGraphemes(text: string, start: number, end: number, fits: (end: number) => boolean): number {
  let fitted = start;
  for (const { index, segment } of graphemes.segment(text.slice(start, end))) {
    const candidate = start + index + segment.length;
    if (fitted > start && !fits(candidate)) break;
    fitted = candidate;
  }
  return fitted;
}

export interface TextBox {
  /** Font size, px. */
  size: number;
  /** The line's room, px. */
  width: number;
  /** Lines at most; the last one that is cut ends in an ellipsis. */
  maxLines: number;
  /** The paragraph's direction. */
  direction: Direction;
}

const ELLIPSIS = '…';

/**
 * Wraps a paragraph into lines no wider than the box (a word wider than a line is cut between graphemes, as CSS
 * `word-break: break-word` does), at most `maxLines`, the last ending in an ellipsis when text is left over.
 */
export function wrapText(paragraph: string, fonts: StackFont[], box: TextBox): ShapedLine[] {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  const line = (start: number, end: number, suffix = '') =>
    shapeLine(text.slice(start, end).trimEnd() + suffix, fonts, box.size, box.direction);
  const fits = (start: number, end: number, suffix = '') => line(start, end, suffix).width <= box.width;
  const ends: number[] = [];
  let start = 0;
  let fitted = 0;
  for (const { position, required } of breakOpportunities(text)) {
    while (!fits(start, position)) {
      // End the line at the last opportunity that fitted; with none since it began, the word alone is too wide: cut it
      // where the line is full.
      const end =
        fitted > start ? fitted : fittingGraphemes(text, start, position, (cut) => fits(start, cut));
      ends.push(end);
      start = end;
    }
    fitted = position;
    if (required || position === text.length) {
      ends.push(position);
      start = position;
    }
  }
  const starts = [0, ...ends];
  const lines = ends.map((to, index) => ({ from: starts[index] ?? 0, to }));
  if (lines.length <= box.maxLines) return lines.map(({ from, to }) => line(from, to));
  const kept = lines.slice(0, box.maxLines);
  const last = kept.pop();
  if (!last) return [];
  const cut = fittingGraphemes(text, last.from, text.length, (to) => fits(last.from, to, ELLIPSIS));
  return [...kept.map(({ from, to }) => line(from, to)), line(last.from, cut, ELLIPSIS)];
}

/**
 * An SVG path that draws a line with its left edge at `left` and its baseline at `baseline`: every glyph's outline in
 * card coordinates, one path per line, as satori wrote them (so the Latin cards kept their pixels).
 */
export function linePath(
  line: ShapedLine,
  left: number,
  baseline: number,
  size: number,
  fill: string,
): string {
  let d = '';
  for (const { font, glyph, x, y } of line.glyphs) {
    const scale = size / font.upem;
    const originX = left + x;
    const originY = baseline + y;
    for (const { type, values } of font.outline(glyph)) {
      d += type;
      for (let index = 0; index < values.length; index += 2)
        d += `${index ? ' ' : ''}${round(originX + (values[index] ?? 0) * scale)} ${round(originY - (values[index + 1] ?? 0) * scale)}`;
    }
  }
  return d ? `<path fill="${fill}" d="${d}"/>` : '';
}

// A tenth of a pixel, as satori wrote the cards' outlines: finer changes no pixel and makes the SVG longer.
const round = (value: number) => Math.round(value * 10) / 10;
