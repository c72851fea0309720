/**
 * The résumé as a PDF, one per language, drawn with pdfkit at build (no browser): A4, the site's fonts and the
 * language's own (build/fonts/pdf-faces.ts, embedded as subsets), any script (right to left for a right-to-left
 * language, Arabic joined, CJK broken between characters), links on the e-mail, the site, the profiles and the
 * projects, the document's title, author, subject and language, and tagged (headings, paragraphs and lists in a
 * structure tree). It draws what it is given (resume-pdf-input.ts gathers the site's); docs/decisions.md says why pdfkit.
 */
import Pdf from 'pdfkit';
import { languageDirection, type SiteLanguage } from '../../src/content/languages';
import { resumeSections, type ResumeSection, type ResumeView } from '../../src/content/resume-view';
import { lightTheme } from '../../src/lib/theme-tokens';
import { faceStacks, loadFaces } from '../fonts/pdf-faces';
import { drawLines, layout, type Drawing, type Run } from './pdf-text';

/** The words the PDF writes around the résumé, in its language. */
export interface ResumePdfTexts {
  headings: Record<ResumeSection, string>;
  subject: string;
  keywords: string;
  grade(grade: string): string;
  /** A month (`YYYY-MM` or 'present') as the language writes it. */
  month(value: string): string;
  period(start: string, end: string): string;
}

/** Everything one language's PDF shows: nothing is read from the owner's modules while drawing. */
export interface ResumePdfInput {
  view: ResumeView;
  language: Pick<SiteLanguage, 'code' | 'direction' | 'font'>;
  /** The project's root, where content/fonts/ is. */
  root: string;
  texts: ResumePdfTexts;
  site: { label: string; href: string };
  projectHref(path: string): string;
  socials: { label: string; href: string }[];
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
const LINE_GAP = 1.2;
/** Room a heading needs below it on its page, for the first lines of its section: else it starts the next page. */
const KEEP_WITH_NEXT = 72;

/** What the PDF is made of, in reading order: built first, so that the fonts its text needs are loaded before drawing. */
type Block =
  | { kind: 'text'; struct: string; runs: Run[]; lineGap?: number }
  | { kind: 'heading'; text: string }
  | { kind: 'entry'; title: string; where: string; dates: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'gap'; lines: number };

const run = (face: Run['face'], size: number, text: string, colour = colours.text): Run => ({
  face,
  size,
  text,
  colour,
});
const text = (runs: Run[], struct = 'P'): Block => ({ kind: 'text', struct, runs });
const gap = (lines: number): Block => ({ kind: 'gap', lines });

const sections: Record<ResumeSection, (input: ResumePdfInput) => Block[]> = {
  profile: ({ view }) => [text([run('regular', BODY, view.summary)])],
  experience: ({ view, texts }) =>
    view.experience.flatMap((job, index) => [
      ...(index ? [gap(0.7)] : []),
      {
        kind: 'entry',
        title: job.role,
        where: `${job.organisation}, ${job.place}`,
        dates: texts.period(job.start, job.end),
      },
      gap(0.25),
      { kind: 'list', items: job.highlights },
      ...(job.technologies.length
        ? [text([run('mono', 8, job.technologies.join(' · '), colours.muted)])]
        : []),
    ]),
  education: ({ view, texts }) =>
    view.education.flatMap((study, index) => [
      ...(index ? [gap(0.7)] : []),
      {
        kind: 'entry',
        title: study.degree,
        where: `${study.school}, ${study.place}`,
        dates: texts.period(study.start, study.end),
      },
      ...(study.grade ? [text([run('regular', BODY, texts.grade(study.grade))])] : []),
    ]),
  skills: ({ view }) => [text([run('regular', BODY, view.skills.map((skill) => skill.label).join(' · '))])],
  projects: ({ view, projectHref }) =>
    view.projects.flatMap((project, index) => [
      ...(index ? [gap(0.3)] : []),
      text([
        { ...run('medium', 10, project.title, colours.accent), link: projectHref(project.path) },
        run('regular', BODY, ` — ${project.description}`),
      ]),
    ]),
  languages: ({ view }) => [
    text([
      run('regular', BODY, view.languages.map((spoken) => `${spoken.name}: ${spoken.level}`).join(' · ')),
    ]),
  ],
  certifications: ({ view, texts }) =>
    view.certifications.map((c) => ({
      kind: 'entry',
      title: c.name,
      where: c.issuer,
      dates: texts.month(c.date),
    })),
  contact: ({ view, site, socials }) => [
    text(
      [
        { label: view.email, href: `mailto:${view.email}` },
        ...(view.phone ? [{ label: view.phone, href: `tel:${view.phone.replace(/[^\d+]/g, '')}` }] : []),
        site,
        ...socials,
      ].flatMap(({ label, href }, index) => [
        ...(index ? [run('regular', BODY, '  ·  ')] : []),
        { ...run('regular', BODY, label, colours.accent), link: href },
      ]),
    ),
  ],
};

/** The résumé's blocks: the name, the title, then each section that has something under its heading. */
export function resumeBlocks(input: ResumePdfInput): Block[] {
  const { view, texts } = input;
  return [
    { kind: 'text', struct: 'H1', runs: [run('bold', 22, view.name)], lineGap: 0 },
    text([run('medium', 11.5, `${view.title} · ${view.place}`, colours.accent)]),
    ...resumeSections(view).flatMap((section) => [
      { kind: 'heading', text: texts.headings[section] } as const,
      ...sections[section](input),
    ]),
  ];
}

const blockText = (block: Block): string[] => {
  switch (block.kind) {
    case 'text':
      return block.runs.map((r) => r.text);
    case 'heading':
      return [block.text];
    case 'entry':
      return [block.title, block.where, block.dates];
    case 'list':
      return block.items;
    case 'gap':
      return [];
  }
};

const contentWidth = (d: Drawing) => d.doc.page.width - 2 * MARGIN;

function paragraph(d: Drawing, struct: string, runs: Run[], lineGap = LINE_GAP) {
  const element = d.doc.struct(struct);
  d.root.add(element);
  drawLines(d, element, layout(d, runs, contentWidth(d), lineGap), { x: MARGIN, width: contentWidth(d) });
  element.end();
}

function heading(d: Drawing, title: string) {
  const { doc } = d;
  doc.y += 0.9 * d.lastLineHeight;
  if (doc.y > doc.page.height - doc.page.margins.bottom - KEEP_WITH_NEXT) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
  paragraph(d, 'H2', [run('bold', 11.5, title, colours.accent)]);
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
 * An entry's first lines: its title with its dates on the line's end side (right, or left for a right-to-left
 * language; title first in reading order), then what names where (organisation, place) below.
 */
function entry(d: Drawing, title: string, where: string, dates: string) {
  const { doc } = d;
  const width = contentWidth(d);
  const datesLines = layout(d, [run('mono', 8.5, dates, colours.muted)], width, LINE_GAP);
  const datesWidth = Math.max(0, ...datesLines.map((line) => line.width)) + 16;
  const titleLines = layout(d, [run('medium', 10, title)], width - datesWidth, LINE_GAP);
  const first = titleLines[0]?.height ?? 0;
  if (doc.y + first > doc.page.height - doc.page.margins.bottom) {
    doc.addPage();
    doc.y = doc.page.margins.top;
  }
  const top = doc.y;
  const titleElement = doc.struct('H3');
  d.root.add(titleElement);
  const titleX = d.direction === 'rtl' ? MARGIN + datesWidth : MARGIN;
  drawLines(d, titleElement, titleLines, { x: titleX, width: width - datesWidth });
  titleElement.end();
  const bottom = doc.y;
  doc.y = top + 1.5;
  const datesElement = doc.struct('P');
  d.root.add(datesElement);
  drawLines(d, datesElement, datesLines, { x: MARGIN, width }, 'end');
  datesElement.end();
  doc.y = Math.max(bottom, doc.y);
  paragraph(d, 'P', [run('regular', BODY, where, colours.muted)]);
}

/** A list: each item's bullet on its start side, its text indented after it; L, LI, Lbl and LBody in the tree. */
function list(d: Drawing, items: string[]) {
  const { doc } = d;
  const [radius, textIndent, bulletIndent, itemGap] = [1.5, 10, 3, 1.5];
  const width = contentWidth(d) - textIndent;
  const element = doc.struct('L');
  d.root.add(element);
  for (const item of items) {
    const lines = layout(d, [run('regular', BODY, item)], width, LINE_GAP);
    const first = lines[0];
    if (!first) continue;
    if (doc.y + first.height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
    const itemElement = doc.struct('LI');
    element.add(itemElement);
    const label = doc.struct('Lbl');
    itemElement.add(label);
    const y = doc.y + first.ascent - 0.27 * BODY;
    const x = d.direction === 'rtl' ? MARGIN + contentWidth(d) - bulletIndent : MARGIN + bulletIndent;
    label.add(() => doc.circle(x, y, radius).fill(colours.text));
    label.end();
    const body = doc.struct('LBody');
    itemElement.add(body);
    drawLines(d, body, lines, { x: d.direction === 'rtl' ? MARGIN : MARGIN + textIndent, width });
    body.end();
    itemElement.end();
    doc.y += itemGap;
  }
  element.end();
}

/** The résumé of one language as a PDF file's bytes. */
export async function resumePdf(input: ResumePdfInput): Promise<Buffer> {
  const { view, language, texts } = input;
  const blocks = resumeBlocks(input);
  const info = {
    Title: `${view.name}, ${view.title}`,
    Author: view.name,
    Subject: texts.subject,
    Keywords: texts.keywords,
  };
  const stacks = faceStacks(language, input.root);
  await loadFaces(stacks, blocks.flatMap(blockText).join(''));
  const doc = new Pdf({
    size: 'A4',
    margin: MARGIN,
    lang: language.code,
    tagged: true,
    displayTitle: true,
    pdfVersion: '1.7',
    // No default face: only the faces the text is set in are embedded.
    font: '',
    info,
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const root = doc.struct('Document');
  doc.addStructure(root);
  const d: Drawing = {
    doc,
    root,
    code: language.code,
    direction: languageDirection(language),
    stacks,
    lastLineHeight: BODY * 1.2,
  };
  for (const block of blocks) {
    if (block.kind === 'text') paragraph(d, block.struct, block.runs, block.lineGap);
    else if (block.kind === 'heading') heading(d, block.text);
    else if (block.kind === 'entry') entry(d, block.title, block.where, block.dates);
    else if (block.kind === 'list') list(d, block.items);
    else doc.y += block.lines * d.lastLineHeight;
  }
  root.end();
  doc.end();
  return done;
}
