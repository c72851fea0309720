import type { z } from 'zod';
import type { resumeSchema } from '../src/content/resume-schemas';

/**
 * The résumé's facts, written once: the CV page, its PDF and its JSON Resume are made from them and from each
 * language's texts in content/texts/{code}/resume.json (role, organisation, highlights… under the same ids).
 * Months are `YYYY-MM`; a job still held ends `'present'`; technologies are skill ids of skills.ts; projects are slugs
 * of projects.ts. Validated when the site builds, naming this file and the field.
 */
export const resumeSource: z.input<typeof resumeSchema> = {
  experience: [
    { id: 'freelance', start: '2023-06', end: 'present', technologies: [1, 10, 5, 16, 18, 7, 23] },
    { id: 'university-web', start: '2022-08', end: '2023-05', technologies: [11, 17, 13, 14, 21] },
  ],
  education: [{ id: 'software-engineering', start: '2022-08', end: '2026-12', grade: '92/100' }],
  languages: [{ id: 'spanish' }, { id: 'english' }],
  certifications: [],
  projects: ['vetcore-pro', 'smartorder', 'jobmatch'],
};

export const RESUME_FILE = 'content/resume.ts';
