/**
 * The résumé as a PDF, one per language, drawn with pdfkit at build (no browser): A4, the site's fonts (Inter and
 * JetBrains Mono from node_modules, embedded as subsets), text in reading order, links on the e-mail, the site, the
 * profiles and the projects, the document's title, author, subject and language, and tagged (headings, paragraphs
 * and lists in a structure tree). docs/decisions.md says why pdfkit.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { TFunction } from 'i18next';
import { create as openFont } from 'fontkit';
import Pdf from 'pdfkit';
import subsetFont from 'subset-font';
import { profile } from '../../src/content';
import {
  monthText,
  periodText,
  resumeSections,
  type ResumeSection,
  type ResumeView,
} from '../../src/content/resume-view';
import { socialNetworks } from '../../src/content/social-networks';
import type { Language } from '../../src/i18n/languages';
import { lightTheme } from '../../src/lib/theme-tokens';
import { pageUrl } from '../page-url';

const require = createRequire(import.meta.url);
const fonts = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  medium: require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
  mono: require.resolve('@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2'),
};
type Face = keyof typeof fonts;

/**
 * A face as pdfkit can embed it. fontkit cannot subset a WOFF2 file (its outlines are stored transformed), and
 * JetBrains Mono comes only as a variable WOFF2: harfbuzz (subset-font, as the site's own font subsets) makes it a
 * TrueType font at weight 400, with the characters of Latin-1 and Latin Extended-A, which pdfkit then subsets.
 */
let embeddable: Promise<Record<Face, Buffer>> | undefined;
function embeddableFonts() {
  const latin = String.fromCodePoint(
    ...Array.from({ length: 0x17f - 0x20 }, (_, index) => 0x20 + index),
    0x2013,
    0x2014,
    0x2022,
    0xb7,
  );
  embeddable ??= subsetFont(readFileSync(fonts.mono), latin, {
    targetFormat: 'truetype',
    variationAxes: { wght: 400 },
  }).then((mono) => ({
    regular: readFileSync(fonts.regular),
    medium: readFileSync(fonts.medium),
    bold: readFileSync(fonts.bold),
    mono,
  }));
  return embeddable;
}

// The light theme's colours: text, muted text, accent, rules; a CV prints dark on white.
const colours = {
  text: lightTheme.colors.text,
  muted: lightTheme.colors.muted,
  accent: lightTheme.colors.accent,
  rule: lightTheme.colors.border,
};
const MARGIN = 50;
const BODY = 9.5;

interface Drawing {
  doc: PDFKit.PDFDocument;
  root: PDFKit.PDFStructureElement;
  language: Language;
  origin: string;
  t: TFunction;
  /** Each face as fontkit reads it, to ask whether it has a character. */
  faces: Record<Face, { hasGlyphForCodePoint(codePoint: number): boolean }>;
}
type TextOptions = PDFKit.Mixins.TextOptions & { colour?: string; structType?: string };

/** The characters of `text` the current face has no glyph for: the build fails on them rather than print a box. */
function checkGlyphs({ faces, language }: Drawing, face: Face, text: string) {
  const font = faces[face];
  const missing = [...new Set(text)].filter(
    (char) => !/\s/.test(char) && !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
  );
  if (missing.length)
    throw new Error(`The résumé's PDF (${language}): ${fonts[face]} has no ${missing.join(' ')} ("${text}")`);
}

/** One run of text in a face, size and colour, a link where it has `link`. */
interface Run {
  face: Face;
  size: number;
  text: string;
  colour?: string | undefined;
  link?: string;
}

/** Draws one run (continuing the line when another follows), after checking the face has every character. */
function draw(drawing: Drawing, { face, size, text, colour, link }: Run, options: TextOptions) {
  const { doc } = drawing;
  doc
    .font(face)
    .fontSize(size)
    .fillColor(colour ?? (link ? colours.accent : colours.text));
  checkGlyphs(drawing, face, text);
  doc.text(text, { lineGap: 1.2, ...options, link: link ?? null });
}

/**
 * A block of the structure tree (`P`, `H1`, `H2`…) made of runs: a run with a link is a `Link` element of its own,
 * which pdfkit ties to the link's annotation, so that a reader announces it.
 */
function block(drawing: Drawing, structType: string, runs: Run[], options: TextOptions = {}) {
  const { doc, root } = drawing;
  const element = doc.struct(structType);
  root.add(element);
  runs.forEach((run, index) => {
    const continued = index < runs.length - 1;
    const content = () => draw(drawing, run, { ...options, continued });
    element.add(run.link ? doc.struct('Link', {}, content) : content);
  });
  element.end();
}

/** One paragraph of one run. */
const write = (
  drawing: Drawing,
  face: Face,
  size: number,
  text: string,
  { colour, structType = 'P', ...options }: TextOptions = {},
) => block(drawing, structType, [{ face, size, text, colour }], options);

/** A line of links, `label` and `href` each, separated by middle dots. */
function links(drawing: Drawing, items: { label: string; href: string }[]) {
  const runs = items.flatMap(({ label, href }, index): Run[] => [
    ...(index ? [{ face: 'regular' as const, size: BODY, text: '  ·  ' }] : []),
    { face: 'regular', size: BODY, text: label, link: href },
  ]);
  block(drawing, 'P', runs);
}

/** Room a heading needs below it on its page, for the first lines of its section: else it starts the next page. */
const KEEP_WITH_NEXT = 72;

function heading(drawing: Drawing, text: string) {
  const { doc } = drawing;
  doc.moveDown(0.9);
  if (doc.y > doc.page.height - doc.page.margins.bottom - KEEP_WITH_NEXT) doc.addPage();
  write(drawing, 'bold', 11.5, text, { colour: colours.accent, structType: 'H2' });
  const y = doc.y + 1;
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.6)
    .strokeColor(colours.rule)
    .stroke();
  doc.endMarkedContent();
  doc.y = y + 5;
}

/**
 * An entry's first lines: its title with its dates at the right (one line, in that reading order), then what names
 * where (organisation, place) below.
 */
function entryTitle(drawing: Drawing, title: string, where: string, dates: string) {
  const { doc } = drawing;
  const top = doc.y;
  const width = doc.page.width - 2 * MARGIN;
  doc.font('mono').fontSize(8.5);
  const datesWidth = doc.widthOfString(dates) + 16;
  write(drawing, 'medium', 10, title, { width: width - datesWidth, structType: 'H3' });
  const bottom = doc.y;
  doc.y = top + 1.5;
  write(drawing, 'mono', 8.5, dates, { width, align: 'right', colour: colours.muted });
  doc.y = Math.max(bottom, doc.y);
  write(drawing, 'regular', BODY, where, { colour: colours.muted });
}

function bullets(drawing: Drawing, items: string[]) {
  const { doc } = drawing;
  doc.font('regular').fontSize(BODY).fillColor(colours.text);
  for (const item of items) checkGlyphs(drawing, 'regular', item);
  doc.list(items, {
    structParent: drawing.root,
    bulletRadius: 1.5,
    textIndent: 10,
    bulletIndent: 3,
    lineGap: 1.2,
    paragraphGap: 1.5,
  } as PDFKit.Mixins.TextOptions);
  doc.x = MARGIN;
}

const sections: Record<ResumeSection, (drawing: Drawing, view: ResumeView) => void> = {
  profile: (d, view) => write(d, 'regular', BODY, view.summary),
  experience: (d, view) =>
    view.experience.forEach((job, index) => {
      if (index) d.doc.moveDown(0.7);
      entryTitle(d, job.role, `${job.organisation}, ${job.place}`, periodText(d.t, job.start, job.end));
      d.doc.moveDown(0.25);
      bullets(d, job.highlights);
      if (job.technologies.length)
        write(d, 'mono', 8, job.technologies.join(' · '), { colour: colours.muted });
    }),
  education: (d, view) =>
    view.education.forEach((study, index) => {
      if (index) d.doc.moveDown(0.7);
      entryTitle(d, study.degree, `${study.school}, ${study.place}`, periodText(d.t, study.start, study.end));
      if (study.grade) write(d, 'regular', BODY, d.t('grade', { ns: 'resume', grade: study.grade }));
    }),
  skills: (d, view) => write(d, 'regular', BODY, view.skills.join(' · ')),
  projects: (d, view) =>
    view.projects.forEach((project, index) => {
      if (index) d.doc.moveDown(0.3);
      block(d, 'P', [
        { face: 'medium', size: 10, text: project.title, link: pageUrl(d.origin, project.path, d.language) },
        { face: 'regular', size: BODY, text: ` — ${project.description}` },
      ]);
    }),
  languages: (d, view) =>
    write(d, 'regular', BODY, view.languages.map((spoken) => `${spoken.name}: ${spoken.level}`).join(' · ')),
  certifications: (d, view) =>
    view.certifications.forEach((c) => entryTitle(d, c.name, c.issuer, monthText(d.t, c.date))),
  contact: (d, view) =>
    links(d, [
      { label: view.email, href: `mailto:${view.email}` },
      { label: view.phone, href: `tel:${view.phone.replace(/[^\d+]/g, '')}` },
      {
        label: pageUrl(d.origin, '/', d.language)
          .replace(/^https?:\/\//, '')
          .replace(/\/$/, ''),
        href: pageUrl(d.origin, '/', d.language),
      },
      ...profile.socials.map((social) => ({
        label: d.t(socialNetworks[social.id].tooltip as 'social.github'),
        href: social.href,
      })),
    ]),
};

/** The résumé of one language as a PDF file's bytes. */
export async function resumePdf(view: ResumeView, language: Language, origin: string, t: TFunction) {
  const doc = new Pdf({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    tagged: true,
    displayTitle: true,
    pdfVersion: '1.7',
    font: fonts.regular,
    info: {
      Title: `${view.name}, ${view.title}`,
      Author: view.name,
      Subject: t('pdf.subject', { ns: 'resume', name: view.name, title: view.title }),
      Keywords: t('pdf.keywords', { ns: 'resume' }),
    },
  });
  const files = await embeddableFonts();
  for (const [face, file] of Object.entries(files)) doc.registerFont(face, file);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const root = doc.struct('Document');
  doc.addStructure(root);
  const faces: Partial<Drawing['faces']> = {};
  for (const face of Object.keys(files) as Face[]) {
    const font = openFont(files[face]);
    if (!('hasGlyphForCodePoint' in font)) throw new Error(`${fonts[face]}: a font collection, not a font`);
    faces[face] = font;
  }
  const drawing: Drawing = { doc, root, language, origin, t, faces: faces as Drawing['faces'] };
  write(drawing, 'bold', 22, view.name, { structType: 'H1', lineGap: 0 });
  write(drawing, 'medium', 11.5, `${view.title} · ${view.place}`, { colour: colours.accent });
  for (const section of resumeSections(view)) {
    heading(drawing, t(`headings.${section}`, { ns: 'resume' }));
    sections[section](drawing, view);
  }
  root.end();
  doc.end();
  return done;
}
