/**
 * Paragraphs of the résumé's PDF drawn line by line: runs split by face (build/fonts/pdf-runs.ts), lines broken and
 * put in visual order (pdf-lines.ts), each line aligned to its side and its pieces drawn on one baseline, in the
 * structure tree in reading order: a run with a link is a `Link` element, tied to its annotations.
 */
import type { FaceStacks, PdfFace, Weight } from '../fonts/pdf-faces';
import { invisible, splitByFace } from '../fonts/pdf-runs';
import { withActualText } from './pdf-actual-text';
import { paragraphLines, type Line, type Span } from './pdf-lines';

export interface Drawing {
  doc: PDFKit.PDFDocument;
  root: PDFKit.PDFStructureElement;
  /** The language's code, for the build's messages. */
  code: string;
  direction: 'ltr' | 'rtl';
  stacks: FaceStacks;
  /** The height of the last line drawn without its gap, which `moveDown` steps by (as pdfkit's does). */
  lastLineHeight: number;
}

/** Text in one weight, size and colour; a link where it has `link`. */
export interface Run {
  face: Weight;
  size: number;
  text: string;
  colour: string;
  link?: string | undefined;
}

interface Style {
  face: PdfFace;
  run: number;
  size: number;
  colour: string;
  link?: string | undefined;
}

/** A laid-out line: its pieces, with the height pdfkit would give a line of its tallest face. */
export interface LaidLine extends Line<Style> {
  ascent: number;
  /** The line's height with the gap after it. */
  height: number;
  gap: number;
}

const registered = new WeakMap<PDFKit.PDFDocument, Set<string>>();
/** Selects a face (registering it on first use: pdfkit embeds only the faces selected). */
function selectFace(doc: PDFKit.PDFDocument, face: PdfFace, size: number) {
  if (!face.loaded) throw new Error(`The résumé's PDF: ${face.file} was not loaded for its text`);
  const names = registered.get(doc) ?? new Set();
  registered.set(doc, names);
  if (!names.has(face.name)) doc.registerFont(face.name, face.loaded.data);
  names.add(face.name);
  return doc.font(face.name).fontSize(size);
}

/** `text` without the invisible characters its face has no glyph for. */
const drawable = (face: PdfFace, text: string) =>
  Array.from(text)
    .filter((c) => !invisible.test(c) || face.has(c.codePointAt(0) ?? 0))
    .join('');

function spans({ stacks, code }: Drawing, runs: Run[]): Span<Style>[] {
  return runs.flatMap((run, index) => {
    const stack = stacks[run.face];
    const { runs: parts, missing } = splitByFace(run.text, stack);
    if (missing.length)
      throw new Error(
        `The résumé's PDF (${code}): no font has ${missing.join(' ')} ("${run.text}"); the ${run.face} faces are ${stack.map((f) => f.file).join(', ')}`,
      );
    return parts.map(({ face, text }) => ({
      text,
      style: { face, run: index, size: run.size, colour: run.colour, link: run.link },
    }));
  });
}

/** The lines of `runs` in a box `width` wide, with their heights (`lineGap` added to each, as pdfkit does). */
export function layout(drawing: Drawing, runs: Run[], width: number, lineGap: number): LaidLine[] {
  const { doc } = drawing;
  const measure = ({ face, size }: Style, text: string) =>
    selectFace(doc, face, size).widthOfString(drawable(face, text));
  return paragraphLines(spans(drawing, runs), drawing.direction, width, measure).map((line) => {
    const metrics = line.pieces.map(({ style }) => {
      const {
        ascent,
        descent,
        lineGap: gap,
      } = style.face.loaded?.metrics ?? { ascent: 1, descent: 0, lineGap: 0 };
      return { ascent: ascent * style.size, height: (ascent - descent + gap) * style.size };
    });
    return {
      ...line,
      ascent: Math.max(...metrics.map((m) => m.ascent)),
      height: Math.max(...metrics.map((m) => m.height)) + lineGap,
      gap: lineGap,
    };
  });
}

/** Where a line starts: its paragraph's start side (left, or right for a right-to-left language) or end side. */
function lineX(drawing: Drawing, line: LaidLine, box: { x: number; width: number }, align: 'start' | 'end') {
  const left = (align === 'start') === (drawing.direction === 'ltr');
  return left ? box.x : box.x + box.width - line.width;
}

/**
 * Draws laid-out lines from `doc.y` down (a line that does not fit starts the next page) into `element`, each
 * line's runs in reading order; returns where the first line was drawn.
 */
export function drawLines(
  drawing: Drawing,
  element: PDFKit.PDFStructureElement,
  lines: LaidLine[],
  box: { x: number; width: number },
  align: 'start' | 'end' = 'start',
) {
  const { doc } = drawing;
  const links = new Map<number, PDFKit.PDFStructureElement>();
  for (const line of lines) {
    if (doc.y + line.height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
    const x = lineX(drawing, line, box, align);
    const baseline = doc.y + line.ascent;
    const runs = [...new Set(line.pieces.map((piece) => piece.style.run))].toSorted((a, b) => a - b);
    for (const run of runs) {
      const pieces = line.pieces.filter((piece) => piece.style.run === run);
      const content = () => {
        for (const { style, text, actual, x: offset, width } of pieces) {
          const { face, size, colour, link } = style;
          const top = baseline - (face.loaded?.metrics.ascent ?? 0) * size;
          selectFace(doc, face, size).fillColor(colour);
          const draw = () =>
            doc.text(drawable(face, text), x + offset, top, { lineBreak: false, link: link ?? null });
          if (actual) withActualText(doc, actual, width, draw);
          else draw();
        }
      };
      const link = pieces[0]?.style.link;
      if (link) {
        let linkElement = links.get(run);
        if (!linkElement) {
          linkElement = doc.struct('Link');
          element.add(linkElement);
          links.set(run, linkElement);
        }
        linkElement.add(content);
      } else element.add(content);
    }
    doc.y += line.height;
    drawing.lastLineHeight = line.height - line.gap;
  }
  for (const link of links.values()) link.end();
  doc.x = doc.page.margins.left;
}
