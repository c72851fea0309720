/**
 * What a reader should take from each piece of a laid-out line (its ActualText), so that poppler's pdftotext reads a
 * right-to-left line back in logical order. poppler takes a line's characters left to right, then reorders them with
 * a simple bidi of its own (TextOutputDev.cc, `reorderText`): from the right, a run of anything but L letters and
 * number-like characters (EN, ES, ET, CS, AN: digits, and also . , : / - + % and the Arabic comma) is reversed, and a
 * run of anything but R letters, from its last L or number-like character leftwards, is kept as it is. So it puts
 * the space after a Latin word or a number before it, reads a comma or a full stop after an Arabic word as a number,
 * and does not mirror brackets back. The text given here: each character unmirrored, at its place on the page; a
 * number-like run that the Unicode bidi algorithm keeps right to left in logical order (poppler keeps it as it is);
 * and, where poppler would cross a run's edge, a mark that stops it: U+200F (RLM, an R letter for poppler) before a
 * left-to-right run, U+200E (LRM) after one that ends in a neutral. The marks change nothing in the text's bidi
 * order, and poppler's own marks of direction are already dropped by readers of its text.
 */
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

export const RLM = '\u200F';
export const LRM = '\u200E';

type Kind = 'L' | 'R' | 'number' | 'neutral';
const numberLike = new Set(['EN', 'ES', 'ET', 'CS', 'AN']);
/** A character's class in poppler's table (UnicodeTypeTable.cc); a space is read as the gap between words. */
function kindOf(character: string): Kind {
  if (/\s/.test(character)) return 'neutral';
  const type = bidi.getBidiCharTypeName(character);
  if (type === 'L') return 'L';
  if (type === 'R' || type === 'AL') return 'R';
  return numberLike.has(type) ? 'number' : 'neutral';
}

/**
 * The text to read from each group of a line, left to right: `groups` hold indices into `text`, in the order of the
 * page; `levels` are the bidi levels of `text`.
 */
export function readingTexts(
  text: string,
  levels: Uint8Array,
  direction: 'ltr' | 'rtl',
  groups: number[][],
): string[] {
  const positions = groups.flat();
  const read = positions.map((index) => text[index] ?? '');
  if (direction === 'rtl') {
    // The runs poppler keeps as they are: left to right at an even level, or number-like at an odd one.
    const section = positions.map((index) => {
      if (((levels[index] ?? 0) & 1) === 0) return 'ltr';
      return kindOf(text[index] ?? '') === 'number' ? 'number' : undefined;
    });
    for (let start = 0; start < positions.length;) {
      const kind = section[start];
      let end = start + 1;
      if (!kind) {
        start = end;
        continue;
      }
      while (end < positions.length && section[end] === kind) end++;
      if (kind === 'number') read.splice(start, end - start, ...read.slice(start, end).toReversed());
      const before = read[start - 1]?.at(-1);
      if (before !== undefined && kindOf(before) !== 'R') read[start] = RLM + read[start];
      const last = read[end - 1] ?? '';
      if (kindOf(last.at(-1) ?? '') === 'neutral') read[end - 1] = last + LRM;
      start = end;
    }
  }
  let at = 0;
  return groups.map((group) => {
    const piece = read.slice(at, at + group.length).join('');
    at += group.length;
    return piece;
  });
}
