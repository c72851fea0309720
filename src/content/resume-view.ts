import type { TFunction } from 'i18next';
import { localeOf } from '@/i18n/direction';
import type { ProjectsTexts } from '@/i18n/resources';
import type { Language } from '@/i18n/languages';
import { routesIn } from '@/lib/routes';
import { getCatalogue } from './catalogue';
import { ownerValues } from './owner-values';
import { resumeSource } from '../../content/resume';
import type { Resume, ResumeTexts } from './resume-schemas';
import { skillById, skills } from './skill-list';
import type { Skill } from './schemas';

// The source is checked by zod at build and test time (validate-resume.ts); here it is only typed.
const resume = resumeSource as Resume;

/** A month, `YYYY-MM`; a period's `end` may be 'present', for the reader to say in its language. */
type Month = string;

/** The résumé in one language: the facts of resume.ts and profile.ts joined with that language's texts. */
export interface ResumeView {
  name: string;
  title: string;
  place: string;
  email: string;
  /** Without a phone in profile.ts, none. */
  phone?: string | undefined;
  summary: string;
  experience: (ResumeTexts['experience'][string] & {
    id: string;
    start: Month;
    end: Month | 'present';
    url?: string | undefined;
    technologies: string[];
  })[];
  education: (ResumeTexts['education'][string] & {
    id: string;
    start: Month;
    end: Month | 'present';
    grade?: string | undefined;
    url?: string | undefined;
  })[];
  languages: (ResumeTexts['languages'][string] & { id: string })[];
  certifications: (ResumeTexts['certifications'][string] & {
    id: string;
    date: Month;
    url?: string | undefined;
  })[];
  /** The selected projects, with the path of their page (in the router's terms: `/{category}/{project}`). */
  projects: { slug: string; title: string; description: string; path: string; technologies: string[] }[];
  /**
   * The skills of the home page's skills section, in its order, but for those that name a language of `languages`
   * (a flag among the skills, say): the résumé lists a spoken language once, with its level.
   */
  skills: { id: number; label: string; icon: string }[];
}

function entry<T>(texts: Record<string, T>, id: string): T {
  const found = texts[id];
  // validate-resume.ts refuses a résumé whose texts are missing; this is the type's case, not the owner's.
  if (!found) throw new Error(`resume.json: no texts for "${id}"`);
  return found;
}

/**
 * The résumé in the language of `t` (which reads the `resume`, `global` and `projects` namespaces), with `projectTexts`
 * the `projects` namespace of that language, and its projects' paths in `language`'s URLs.
 */
export function resumeView(t: TFunction, projectTexts: ProjectsTexts, language: Language): ResumeView {
  const owner = ownerValues(t);
  // Each list's texts at once, `{{title}}` and `{{place}}` written in (i18next interpolates the object's strings).
  const list = <K extends keyof ResumeTexts>(key: K) =>
    t(key as 'experience', { ns: 'resume', returnObjects: true, ...owner }) as unknown as ResumeTexts[K];
  const texts = {
    experience: list('experience'),
    education: list('education'),
    languages: list('languages'),
    certifications: list('certifications'),
  };
  const label = (skill: Skill) =>
    typeof skill.label === 'string'
      ? skill.label
      : t(skill.label.i18nKey as 'skills.english', { ns: 'global' });
  const labels = (ids: number[]) =>
    ids.flatMap((id) => {
      const skill = skillById(id);
      return skill ? [label(skill)] : [];
    });
  const catalogue = getCatalogue(projectTexts, language);
  const spokenNames = new Set(
    resume.languages.map((each) => entry(texts.languages, each.id).name.toLocaleLowerCase()),
  );
  const routes = routesIn(language);
  return {
    ...owner,
    summary: t('summary', { ns: 'resume', ...owner }),
    experience: resume.experience.map((job) => ({
      ...entry(texts.experience, job.id),
      id: job.id,
      start: job.start,
      end: job.end,
      url: job.url,
      technologies: labels(job.technologies),
    })),
    education: resume.education.map((study) => ({ ...entry(texts.education, study.id), ...study })),
    languages: resume.languages.map((spoken) => ({ ...entry(texts.languages, spoken.id), id: spoken.id })),
    certifications: resume.certifications.map((c) => ({ ...entry(texts.certifications, c.id), ...c })),
    projects: resume.projects.flatMap((slug) =>
      catalogue.flatMap((category) =>
        category.projects
          .filter((project) => project.slug === slug)
          .map((project) => ({
            slug,
            title: project.title,
            description: project.short_description,
            path: routes.project.href(category.slug, slug),
            technologies: labels(project.technologies_used),
          })),
      ),
    ),
    skills: skills.flatMap((skill) => {
      const name = label(skill);
      return spokenNames.has(name.toLocaleLowerCase())
        ? []
        : [{ id: skill.id, label: name, icon: skill.img_path }];
    }),
  };
}

/**
 * A month as the résumé shows it in the language of `t`, written by `Intl` in that language's locale: `Jun 2023`,
 * `jun 2023`, `يونيو ٢٠٢٣`, `2023年6月`; or that language's 'present'. A `t` fixed to no language (i18next's
 * `getFixedT` and react-i18next's `useTranslation` both fix one) falls back to the texts' month names.
 */
export function monthText(t: TFunction, value: string) {
  if (value === 'present') return t('present', { ns: 'resume' });
  const [year, number] = value.split('-');
  const language = (t as { lng?: unknown }).lng;
  if (typeof language === 'string') {
    const date = new Date(Date.UTC(Number(year), Number(number) - 1, 1));
    return new Intl.DateTimeFormat(localeOf(language), {
      year: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(date);
  }
  const months = t('months', { ns: 'resume', returnObjects: true }) as unknown as string[];
  return `${months[Number(number) - 1] ?? number} ${year}`;
}

/** A period as the résumé shows it in the language of `t`: `Jun 2023 – Present`. */
export const periodText = (t: TFunction, start: string, end: string) =>
  t('page.period', { ns: 'resume', start: monthText(t, start), end: monthText(t, end) });

/** The résumé's sections, in order, that have something to show: what its page and its PDF head with `headings.*`. */
export const resumeSections = (view: ResumeView) =>
  (
    [
      'profile',
      'experience',
      'education',
      'skills',
      'projects',
      'languages',
      'certifications',
      'contact',
    ] as const
  ).filter((section) => {
    const list = section in view ? view[section as keyof ResumeView] : undefined;
    return !Array.isArray(list) || list.length > 0;
  });
export type ResumeSection = ReturnType<typeof resumeSections>[number];
