/**
 * poppler's pdftotext output without the marks of direction (LRM, RLM, embeddings, isolates) it wraps right-to-left
 * runs in: the words as a reader has them (the build check, the résumé PDF's tests, the print test).
 */
export const withoutDirectionMarks = (text: string) =>
  text.replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
