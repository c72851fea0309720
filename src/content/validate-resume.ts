import { ContentError, parseContent } from './parse';
import { RESUME_FILE, resumeSource } from '../../content/resume';
import { type Resume, resumeSchema, resumeTextsSchema } from './resume-schemas';
import { SKILLS_FILE } from '../../content/skills';
import { PROJECTS_FILE } from '../../content/projects';
import type { TranslationsByLanguage } from './validate-texts';

interface Known {
  skillIds: ReadonlySet<number>;
  projectSlugs: readonly string[];
}

/** Every job's and study's end is not before its start; 'present' is after any month. */
function checkPeriods(resume: Resume) {
  for (const list of ['experience', 'education'] as const) {
    resume[list].forEach((entry, index) => {
      if (entry.end !== 'present' && entry.end < entry.start)
        throw new ContentError(
          `${RESUME_FILE}: ${list}[${index}].end: ${entry.end} is before its start ${entry.start}`,
        );
    });
  }
}

function checkLinks(resume: Resume, { skillIds, projectSlugs }: Known) {
  resume.experience.forEach((job, index) =>
    job.technologies.forEach((id, techIndex) => {
      if (!skillIds.has(id))
        throw new ContentError(
          `${RESUME_FILE}: experience[${index}].technologies[${techIndex}]: skill id ${id} does not exist in ${SKILLS_FILE}`,
        );
    }),
  );
  resume.projects.forEach((slug, index) => {
    if (!projectSlugs.includes(slug))
      throw new ContentError(
        `${RESUME_FILE}: projects[${index}]: project "${slug}" does not exist in ${PROJECTS_FILE}`,
      );
  });
  for (const list of ['experience', 'education', 'languages', 'certifications'] as const) {
    resume[list].forEach((entry, index) => {
      if (resume[list].findIndex((other) => other.id === entry.id) !== index)
        throw new ContentError(`${RESUME_FILE}: ${list}[${index}].id: duplicate value "${entry.id}"`);
    });
  }
}

/** Every language's résumé.json has the texts of every entry, under the entry's id. */
function checkTexts(resume: Resume, translations: TranslationsByLanguage) {
  for (const [language, namespaces] of Object.entries(translations)) {
    const file = `content/texts/${language}/resume.json`;
    if (!namespaces['resume']) throw new ContentError(`${file}: missing`);
    const texts = parseContent(resumeTextsSchema, namespaces['resume'], file);
    for (const list of ['experience', 'education', 'languages', 'certifications'] as const) {
      for (const { id } of resume[list]) {
        if (!texts[list][id])
          throw new ContentError(`${file}: ${list}.${id}: missing (the texts of ${list} "${id}")`);
      }
    }
  }
}

/**
 * Validates the résumé (content/resume.ts) and its texts in every language: its shape, periods that end after
 * they start, skills and projects that exist, ids used once, and every entry's texts. Returns the parsed résumé.
 */
export function validateResume(translations: TranslationsByLanguage, known: Known): Resume {
  const resume = parseContent(resumeSchema, resumeSource, RESUME_FILE);
  checkPeriods(resume);
  checkLinks(resume, known);
  checkTexts(resume, translations);
  return resume;
}
