// linebreak (UAX #14, pdfkit's own line breaker) ships no types: the part of its API the résumé's PDF uses.
declare module 'linebreak' {
  interface Break {
    /** Where the line may end: the index of the text after the break. */
    position: number;
    /** A mandatory break (a newline). */
    required: boolean;
  }
  export default class LineBreaker {
    constructor(text: string);
    nextBreak(): Break | null;
  }
}
