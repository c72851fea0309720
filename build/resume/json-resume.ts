import type { TFunction } from 'i18next';
import { profile } from '../../src/content';
import { cvHref } from '../../src/content/cv-files';
import type { ResumeView } from '../../src/content/resume-view';
import { socialNameKey } from '../../src/content/social-links';
import type { Language } from '../../src/i18n/languages';
import { pageUrl } from '../page-url';

const RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** A period's dates as JSON Resume writes them: an end only once it has ended. */
const dates = ({ start, end }: { start: string; end: string }) => ({
  startDate: start,
  ...(end === 'present' ? {} : { endDate: end }),
});

/**
 * The résumé in one language as JSON Resume (https://jsonresume.org/schema), served at `/resume.json` and
 * `/{code}/resume.json`: what job portals and résumé themes read. `t` is the language's (its `global` texts name
 * the networks).
 */
export function jsonResume(view: ResumeView, language: Language, origin: string, t: TFunction) {
  return {
    $schema: RESUME_SCHEMA_URL,
    basics: {
      name: view.name,
      label: view.title,
      image: `${origin}${profile.image.path}`,
      email: view.email,
      ...(view.phone ? { phone: view.phone } : {}),
      url: pageUrl(origin, '/', language),
      summary: view.summary,
      location: { address: view.place, city: profile.city },
      profiles: profile.socials.map((social) => ({
        network: t(socialNameKey(social)),
        url: social.href,
      })),
    },
    work: view.experience.map((job) => ({
      name: job.organisation,
      position: job.role,
      location: job.place,
      ...(job.url ? { url: job.url } : {}),
      ...dates(job),
      highlights: job.highlights,
      keywords: job.technologies,
    })),
    education: view.education.map((study) => ({
      institution: study.school,
      studyType: study.degree,
      location: study.place,
      ...(study.url ? { url: study.url } : {}),
      ...dates(study),
      ...(study.grade ? { score: study.grade } : {}),
    })),
    certificates: view.certifications.map((certification) => ({
      name: certification.name,
      issuer: certification.issuer,
      date: certification.date,
      ...(certification.url ? { url: certification.url } : {}),
    })),
    skills: [
      { name: t('headings.skills', { ns: 'resume' }), keywords: view.skills.map((skill) => skill.label) },
    ],
    languages: view.languages.map((spoken) => ({ language: spoken.name, fluency: spoken.level })),
    projects: view.projects.map((project) => ({
      name: project.title,
      description: project.description,
      url: pageUrl(origin, project.path, language),
      keywords: project.technologies,
    })),
    meta: {
      canonical: pageUrl(origin, '/resume.json', language),
      language,
      cv: `${origin}${cvHref(language)}`,
    },
  };
}
