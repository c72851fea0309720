import type { Direction } from '@/i18n/direction';

/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: what `<bdi>` is, as characters, for attributes and plain text. */
export const FSI = '\u2068';
export const PDI = '\u2069';

// Scripts written right to left (their letters are the bidirectional algorithm's strong R and AL characters).
const RIGHT_TO_LEFT_LETTER =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}\p{Script=Mende_Kikakui}\p{Script=Imperial_Aramaic}\p{Script=Phoenician}\p{Script=Kharoshthi}\p{Script=Avestan}]/u;

/** Which way a text's first letter is written (the first strong character, as `dir="auto"` finds it); none without letters. */
export function firstStrongDirection(text: string): Direction | undefined {
  const letter = /\p{L}/u.exec(text)?.[0];
  if (letter === undefined) return undefined;
  return RIGHT_TO_LEFT_LETTER.test(letter) ? 'rtl' : 'ltr';
}

/**
 * An owner-written value set apart from the translated sentence around it (FSI…PDI), so that a Latin name in an Arabic
 * sentence, or an Arabic one in an English sentence, does not reorder its neighbours. Only where that can happen: on a
 * right-to-left page, or for a value that begins right to left on a left-to-right one; elsewhere the value is returned
 * as it is, since the invisible characters would change what a screen reader reads and what is copied.
 */
export function isolate(value: string, pageDirection: Direction): string {
  if (value === '') return value;
  if (pageDirection === 'ltr' && firstStrongDirection(value) !== 'rtl') return value;
  return `${FSI}${value}${PDI}`;
}

/** A text cut into its plain runs and its isolated ones (FSI…PDI, without the marks), in order. */
export function isolatedRuns(text: string): { text: string; isolated: boolean }[] {
  return text
    .split(new RegExp(`${FSI}([^${PDI}]*)${PDI}`, 'u'))
    .map((run, index) => ({ text: run, isolated: index % 2 === 1 }))
    .filter((run) => run.isolated || run.text !== '');
}
