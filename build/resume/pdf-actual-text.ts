/**
 * Text drawn in a marked-content span with an ActualText, for text whose glyphs do not say its characters (joined
 * Arabic letters share their forms, the dots apart; a mirrored bracket) or that a reader needs a mark of direction
 * in (pdf-reading-order.ts): for copying, search and screen readers.
 */

/** A PDF text string: UTF-16BE, as hexadecimal. */
const pdfString = (text: string) =>
  `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;

type Document = PDFKit.PDFDocument & {
  addContent(data: string): PDFKit.PDFDocument;
  /** pdfkit's selected face: `encode` gives the codes of a text's glyphs in the embedded subset. */
  _font?: { encode(text: string): [string[], unknown] };
};

/** An invisible glyph of the selected face to mark a span's edges with: its code, and its advance. */
function edgeGlyph(document: Document) {
  // oxlint-disable-next-line no-underscore-dangle -- pdfkit names a glyph's code in its subset nowhere public.
  const code = document._font?.encode(' ')[0][0];
  return code && code !== '0000' ? { code, advance: document.widthOfString(' ') } : undefined;
}

const origin = /^1 0 0 1 (\S+) (\S+) Tm$/;
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A text object's operators (BT to ET) with a space glyph drawn at each edge of `width`, when the shaper placed its
 * glyphs apart (marks offset, drawn before the letter they sit on): poppler measures a span from its first glyph's
 * origin to its last glyph's end, and would read a gap beside the word where there is none, and a space in it.
 */
function withEdges(operators: string[], width: number, edge: ReturnType<typeof edgeGlyph>) {
  const start = operators.map((operator) => origin.exec(operator)).find(Boolean);
  const font = operators.findIndex((operator) => operator.endsWith(' Tf'));
  const placed = operators.filter((operator) => origin.test(operator)).length > 1;
  if (!edge || !start || font < 0 || !placed) return operators;
  const [move, x, y] = start;
  const end = `1 0 0 1 ${round(Number(x) + width - edge.advance)} ${y} Tm`;
  const glyph = `[<${edge.code}> 0] TJ`;
  return [...operators.slice(0, font + 1), glyph, move, ...operators.slice(font + 1), end, glyph];
}

/**
 * Draws `draw`'s text, `width` wide, in a span whose ActualText is `actual`: the characters in the order of the
 * glyphs on the page, as readers take a span's ActualText as they take its glyphs' characters, and put the line in
 * reading order themselves. The span goes inside pdfkit's text object (between its q and Q), where readers such as
 * poppler measure it in the text's own coordinates.
 */
export function withActualText(doc: PDFKit.PDFDocument, actual: string, width: number, draw: () => void) {
  const document = doc as Document;
  const addContent = document.addContent;
  const edge = edgeGlyph(document);
  let operators: string[] | undefined;
  document.addContent = (data: string) => {
    if (data === 'BT') operators = [];
    else if (data === 'ET' && operators) {
      addContent.call(document, `/Span << /ActualText ${pdfString(actual)} >> BDC`);
      for (const operator of ['BT', ...withEdges(operators, width, edge), 'ET'])
        addContent.call(document, operator);
      addContent.call(document, 'EMC');
      operators = undefined;
    } else if (operators) operators.push(data);
    else addContent.call(document, data);
    return document;
  };
  try {
    draw();
  } finally {
    document.addContent = addContent;
  }
}
