import type { TFunction } from 'i18next';
import { profile } from '../../src/content';
import { siteLanguages } from '../../src/content/languages';
import {
  monthText,
  periodText,
  resumeSections,
  type ResumeSection,
  type ResumeView,
} from '../../src/content/resume-view';
import { socialNameKey } from '../../src/content/social-links';
import type { Language } from '../../src/i18n/languages';
import { pageUrl } from '../page-url';
import type { ResumePdfInput } from './resume-pdf';

/** What the site's PDF of one language shows: the owner's profile and texts, read here and not while drawing. */
export function resumePdfInput(
  view: ResumeView,
  language: Language,
  origin: string,
  t: TFunction,
): ResumePdfInput {
  const entry = siteLanguages.find((candidate) => candidate.code === language);
  if (!entry) throw new Error(`The résumé's PDF: no language '${language}' in content/languages.ts`);
  const home = pageUrl(origin, '/', language);
  return {
    view,
    language: entry,
    root: '.',
    texts: {
      headings: Object.fromEntries(
        resumeSections(view).map((section) => [section, t(`headings.${section}`, { ns: 'resume' })]),
      ) as Record<ResumeSection, string>,
      subject: t('pdf.subject', { ns: 'resume', name: view.name, title: view.title }),
      keywords: t('pdf.keywords', { ns: 'resume' }),
      grade: (grade) => t('grade', { ns: 'resume', grade }),
      month: (value) => monthText(t, value),
      period: (start, end) => periodText(t, start, end),
    },
    site: { label: home.replace(/^https?:\/\//, '').replace(/\/$/, ''), href: home },
    projectHref: (path) => pageUrl(origin, path, language),
    socials: profile.socials.map((social) => ({
      label: t(socialNameKey(social)),
      href: social.href,
    })),
  };
}
