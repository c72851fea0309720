/**
 * A paragraph's lines, for the PDF to draw itself rather than through pdfkit's wrapping (which knows neither right
 * to left nor a line of several fonts): break opportunities from UAX #14 (the `linebreak` package, as pdfkit uses:
 * between ideographs and kana, never before 。、）」 or a small kana), lines filled in logical order by each piece's
 * width in its face, then each line put in visual order by the Unicode bidi algorithm (bidi-js: levels, reordered
 * segments, mirrored brackets).
 */
import bidiFactory from 'bidi-js';
import LineBreaker from 'linebreak';
import { readingTexts } from './pdf-reading-order';

const bidi = bidiFactory();

/** A span of the paragraph in one face, size and style; `style` is the caller's (colour, link, structure). */
export interface Span<Style> {
  text: string;
  style: Style;
}
/** Part of a line as drawn, left to right: a span's text in the order to hand to the shaper. */
export interface Piece<Style> {
  span: number;
  style: Style;
  text: string;
  /**
   * What a reader should take from the piece where its glyphs do not say it (the shaper reversed them, a bracket is
   * mirrored, poppler needs a mark of direction): the characters in the order of the page (pdf-reading-order.ts).
   */
  actual?: string;
  x: number;
  width: number;
}
export interface Line<Style> {
  width: number;
  pieces: Piece<Style>[];
}
/** The width of `text` in a span's style: the face shapes it (Arabic joined), so measure whole pieces. */
export type Measure<Style> = (style: Style, text: string) => number;

/**
 * Scripts fontkit lays out right to left, reversing the glyphs itself (its script is the first character's that is
 * neither Common nor Inherited, as fontkit decides it).
 */
const strong = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const rightToLeftScript =
  /\p{Script=Arabic}|\p{Script=Hebrew}|\p{Script=Syriac}|\p{Script=Thaana}|\p{Script=Nko}|\p{Script=Samaritan}|\p{Script=Mandaic}/u;
const shaperReverses = (text: string) => rightToLeftScript.test(text.match(strong)?.[0] ?? '');

/** Breaks, then reorders, a paragraph into lines no wider than `width` (a word wider than that stands alone). */
export function paragraphLines<Style>(
  spans: Span<Style>[],
  direction: 'ltr' | 'rtl',
  width: number,
  measure: Measure<Style>,
): Line<Style>[] {
  const text = spans.map((span) => span.text).join('');
  if (!text) return [];
  const spanOf: number[] = [];
  const spanStart: number[] = [];
  spans.forEach((span, index) => {
    spanStart.push(spanOf.length);
    for (let i = 0; i < span.text.length; i++) spanOf.push(index);
  });
  /** The width of text[start, end), span by span. */
  const widthOf = (start: number, end: number) => {
    let total = 0;
    for (let at = start; at < end;) {
      const index = spanOf[at] ?? 0;
      const span = spans[index];
      if (!span) break;
      const stop = Math.min(end, (spanStart[index] ?? 0) + span.text.length);
      total += measure(span.style, text.slice(at, stop));
      at = stop;
    }
    return total;
  };
  const space = (index: number) => /\s/.test(text[index] ?? '');
  const trimEnd = (start: number, end: number) => {
    while (end > start && space(end - 1)) end--;
    return end;
  };

  // Lines in logical order: [start, end), greedy.
  const ranges: [number, number][] = [];
  const breaker = new LineBreaker(text);
  let lineStart = 0;
  let lastFit = 0;
  let previous = 0;
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    const fits = widthOf(lineStart, trimEnd(lineStart, next.position)) <= width + 0.01;
    if (!fits && lastFit > lineStart) {
      ranges.push([lineStart, lastFit]);
      lineStart = lastFit;
    }
    lastFit = next.position;
    previous = next.position;
    if (next.required && previous < text.length) {
      ranges.push([lineStart, previous]);
      lineStart = previous;
    }
  }
  if (lineStart < text.length) ranges.push([lineStart, text.length]);

  const embedding = bidi.getEmbeddingLevels(text, direction);
  const levels = embedding.levels;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  return ranges.flatMap(([start, rawEnd]) => {
    const end = trimEnd(start, rawEnd);
    if (end <= start) return [];
    const order = Array.from({ length: end - start }, (_, i) => start + i);
    for (const [from = start, to = start] of bidi.getReorderSegments(text, embedding, start, end - 1))
      order.splice(from - start, to - from + 1, ...order.slice(from - start, to - start + 1).toReversed());
    // Runs of the visual order that are one span at one level and contiguous in the text; right to left, each word
    // and each space apart, since pdfkit shapes word by word and would put the words of a longer run in logical order.
    const groups: number[][] = [];
    for (const index of order) {
      const group = groups.at(-1);
      const last = group?.at(-1);
      if (
        group &&
        last !== undefined &&
        spanOf[last] === spanOf[index] &&
        levels[last] === levels[index] &&
        Math.abs(last - index) === 1 &&
        (((levels[index] ?? 0) & 1) === 0 || space(last) === space(index))
      )
        group.push(index);
      else groups.push([index]);
    }
    const reading = readingTexts(text, levels, direction, groups);
    let x = 0;
    const pieces = groups.map((group, at): Piece<Style> => {
      const from = Math.min(...group);
      const to = Math.max(...group) + 1;
      const rightToLeft = ((levels[from] ?? 0) & 1) === 1;
      let logical = '';
      for (let i = from; i < to; i++) logical += rightToLeft ? (mirrored.get(i) ?? text[i]) : text[i];
      // fontkit reverses a right-to-left script itself; anything else at an odd level is reversed here.
      const reversed = rightToLeft && shaperReverses(logical);
      const drawn = rightToLeft && !reversed ? Array.from(logical).toReversed().join('') : logical;
      const index = spanOf[from] ?? 0;
      const style = (spans[index] as Span<Style>).style;
      const pieceWidth = measure(style, drawn);
      const piece: Piece<Style> = { span: index, style, text: drawn, x, width: pieceWidth };
      const read = reading[at] ?? drawn;
      if (reversed || read !== drawn) piece.actual = read;
      x += pieceWidth;
      return piece;
    });
    return [{ width: x, pieces }];
  });
}
