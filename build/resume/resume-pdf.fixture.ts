// The tests' own résumés for the PDF (not the owner's words): an English one whose owner has a Polish name, an Arabic
// and a Japanese one with the fixtures' words and fonts (fixtures/scripts/samples.ts), and what poppler reads back.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { FONTS_DIR } from '../../src/content/languages';
import type { ResumeView } from '../../src/content/resume-view';
import { FIXTURE_FONTS, POLISH_NAME, SCRIPT_LANGUAGES, SCRIPT_SAMPLES } from '../../fixtures/scripts/samples';
import { resumePdf, type ResumePdfInput } from './resume-pdf';

/** Months as the language writes them, with its digits (Intl, the page's locale). */
const monthIn = (locale: string, month: 'long' | 'numeric') => (value: string) => {
  const [year = 0, number = 1] = value.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month, timeZone: 'UTC' }).format(
    Date.UTC(year, number - 1),
  );
};

interface Words {
  name: string;
  title: string;
  sentence: string;
  headings: Record<'profile' | 'experience' | 'education' | 'contact', string>;
  present: string;
}

/** A project root whose content/fonts/ holds the fixtures' fonts, as an owner's would. */
const root = mkdtempSync(join(tmpdir(), 'resume-pdf-root-'));
mkdirSync(join(root, FONTS_DIR), { recursive: true });
for (const file of Object.values(FIXTURE_FONTS)) copyFileSync(file, join(root, FONTS_DIR, basename(file)));

// The Japanese fixture font has only the kanji of the samples: its months are numeric (2023/6).
function input(code: string, locale: string, words: Words, font?: string): ResumePdfInput {
  const month = monthIn(locale, code === 'ja' ? 'numeric' : 'long');
  const view: ResumeView = {
    name: words.name,
    title: words.title,
    place: 'Kraków',
    email: 'lucja@example.org',
    phone: '+48 600 100 200',
    summary: words.sentence,
    experience: [
      {
        id: 'job',
        role: words.title,
        organisation: 'Example Labs',
        place: 'Kraków',
        highlights: [words.sentence, `${words.title} (TypeScript, React 19)`],
        start: '2023-06',
        end: 'present',
        technologies: ['React', 'TypeScript', 'Node.js'],
      },
    ],
    education: [
      {
        id: 'study',
        degree: words.title,
        school: 'Example University',
        place: 'Kraków',
        start: '2018-10',
        end: '2022-06',
      },
    ],
    languages: [],
    certifications: [],
    projects: [],
    skills: [],
  };
  return {
    view,
    language: { code, ...(font ? { font } : {}) },
    root,
    texts: {
      headings: { ...words.headings, skills: '', projects: '', languages: '', certifications: '' },
      subject: `${words.name}, ${words.title}`,
      keywords: 'React, TypeScript',
      grade: (grade) => grade,
      month,
      period: (start, end) => `${month(start)} – ${end === 'present' ? words.present : month(end)}`,
    },
    site: { label: 'example.org', href: 'https://example.org/' },
    projectHref: (path) => `https://example.org${path}`,
    socials: [{ label: 'GitHub', href: 'https://github.com/example' }],
  };
}

export const fixtureResumes = {
  en: input('en', 'en-GB', {
    name: POLISH_NAME,
    title: 'Full-stack developer',
    sentence:
      'I build complete web applications with React and TypeScript, from the database to the interface.',
    headings: { profile: 'Profile', experience: 'Experience', education: 'Education', contact: 'Contact' },
    present: 'Present',
  }),
  ar: input(
    'ar',
    'ar',
    {
      name: POLISH_NAME,
      title: SCRIPT_SAMPLES.ar.title,
      sentence: SCRIPT_SAMPLES.ar.sentence,
      headings: {
        profile: SCRIPT_SAMPLES.ar.title,
        experience: SCRIPT_SAMPLES.ar.experience,
        education: SCRIPT_SAMPLES.ar.education,
        contact: SCRIPT_LANGUAGES.ar.label,
      },
      present: SCRIPT_LANGUAGES.ar.label,
    },
    SCRIPT_LANGUAGES.ar.font,
  ),
  ja: input(
    'ja',
    'ja',
    {
      name: POLISH_NAME,
      title: SCRIPT_SAMPLES.ja.title,
      sentence: SCRIPT_SAMPLES.ja.sentence,
      headings: {
        profile: SCRIPT_SAMPLES.ja.title,
        experience: SCRIPT_SAMPLES.ja.experience,
        education: SCRIPT_SAMPLES.ja.education,
        contact: SCRIPT_LANGUAGES.ja.label,
      },
      present: SCRIPT_LANGUAGES.ja.label,
    },
    SCRIPT_LANGUAGES.ja.font,
  ),
} satisfies Record<string, ResumePdfInput>;

/** A rendered PDF and what poppler's tools read from it. */
export interface RenderedPdf {
  file: string;
  data: Buffer;
  text: string;
  layoutText: string;
  fonts: string;
  info: string;
}

/** The fixture résumé of `code` (or `resume`, one made from it), rendered and read back. */
export async function renderFixture(
  code: keyof typeof fixtureResumes,
  resume: ResumePdfInput = fixtureResumes[code],
): Promise<RenderedPdf> {
  const pdf = await resumePdf(resume);
  const file = join(mkdtempSync(join(tmpdir(), 'resume-pdf-')), `resume-${code}.pdf`);
  writeFileSync(file, pdf);
  const run = (tool: string, ...args: string[]) => execFileSync(tool, [...args, file], { encoding: 'utf8' });
  return {
    file,
    data: pdf,
    text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }),
    layoutText: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    fonts: run('pdffonts'),
    info: run('pdfinfo'),
  };
}
