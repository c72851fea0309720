/**
 * The résumé's PDFs as a reader and a job portal's parser get them (poppler's pdftotext, pdfinfo and pdffonts): for
 * each language whose PDF the build made, the owner's name, every section's heading and every role in that
 * language, accents and all, in the order of the page; one or two pages under 150 KB; tagged, with its title, author
 * and subject; every font embedded as a subset; a link on the e-mail, the site, the projects and the profiles.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { profile } from '../../src/content';
import { generatedCvPath } from '../../src/content/cv-files';
import { resumeSections, resumeView } from '../../src/content/resume-view';
import { createI18n } from '../../src/i18n/create-i18n';
import { languages, type Language } from '../../src/i18n/languages';
import { resources } from '../../src/i18n/resources';
import { pageUrl } from '../../build/page-url';
import { withoutDirectionMarks } from '../../build/resume/poppler-text';

const MAX_BYTES = 150 * 1024;
const poppler = (command: string, file: string, ...args: string[]) =>
  execFileSync(command, [...args, file, ...(command === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
/** Text on one line, without the marks of direction poppler wraps right-to-left runs in. */
const oneLine = (text: string) => withoutDirectionMarks(text).replace(/\s+/g, ' ').trim();

/** What the PDF of `language` must say, in order: the name, then each heading followed by its entries' titles. */
function expectedOrder(language: Language) {
  const { t } = createI18n(language);
  const view = resumeView(t, resources[language].projects, language);
  const entries: Partial<Record<string, string[]>> = {
    experience: view.experience.map((job) => job.role),
    education: view.education.map((study) => study.degree),
    projects: view.projects.map((project) => project.title),
  };
  return {
    view,
    order: [
      view.name,
      ...resumeSections(view).flatMap((section) => [
        t(`headings.${section}`, { ns: 'resume' }),
        ...(entries[section] ?? []),
      ]),
    ],
  };
}

function checkPdf(clientDir: string, origin: string, language: Language): string[] {
  const file = join(clientDir, generatedCvPath(language));
  const problems: string[] = [];
  const { view, order } = expectedOrder(language);
  const text = oneLine(poppler('pdftotext', file));
  let from = 0;
  for (const expected of order.map(oneLine)) {
    const at = text.indexOf(expected, from);
    if (at < 0)
      problems.push(`${file}: "${expected}" is not in its text after "${text.slice(from - 40, from)}"`);
    else from = at + expected.length;
  }
  const info = poppler('pdfinfo', file);
  const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'm').exec(info)?.[1]?.trim();
  const pages = Number(field('Pages'));
  if (pages < 1 || pages > 2) problems.push(`${file}: ${pages} pages, not one or two`);
  if (field('Page size')?.includes('A4') !== true) problems.push(`${file}: not A4 (${field('Page size')})`);
  if (field('Tagged') !== 'yes') problems.push(`${file}: not tagged`);
  if (field('Author') !== view.name) problems.push(`${file}: author "${field('Author')}", not ${view.name}`);
  if (!field('Title')?.includes(view.name)) problems.push(`${file}: its title does not name ${view.name}`);
  if (!field('Subject')) problems.push(`${file}: no subject`);
  const bytes = statSync(file).size;
  if (bytes > MAX_BYTES) problems.push(`${file}: ${bytes} bytes, above ${MAX_BYTES}`);
  const fonts = poppler('pdffonts', file).split('\n').slice(2).filter(Boolean);
  if (!fonts.some((line) => line.includes('Inter'))) problems.push(`${file}: Inter is not embedded`);
  for (const line of fonts)
    if (!/\+\S+.*\byes\s+yes\s+yes\b/.test(line))
      problems.push(`${file}: a font not embedded as a subset: ${line}`);
  const raw = readFileSync(file, 'latin1');
  const links = [
    `mailto:${profile.email}`,
    pageUrl(origin, '/', language),
    ...view.projects.map((project) => pageUrl(origin, project.path, language)),
    ...profile.socials.map((social) => social.href),
  ];
  for (const link of links) if (!raw.includes(`/URI (${link})`)) problems.push(`${file}: no link to ${link}`);
  return problems;
}

/** Every problem of the built PDFs, naming the file; none when each is right. */
export function checkResumePdfs(clientDir: string, origin: string) {
  const made = languages.filter((language) => !profile.cv?.[language]);
  return { problems: made.flatMap((language) => checkPdf(clientDir, origin, language)), count: made.length };
}
