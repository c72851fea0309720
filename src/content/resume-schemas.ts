import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a lowercase kebab-case id');
/** A month as `YYYY-MM`: when a job or a course of study started or ended. */
export const monthSchema = z
  .string()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM, such as 2023-04');
const skillIds = z.array(z.number().int().positive());
const httpsUrl = z.url({ protocol: /^https$/ });

/** A period: `start` and `end` months, `end` being 'present' while it lasts. */
const period = { start: monthSchema, end: z.union([monthSchema, z.literal('present')]) };

/**
 * One job. `id` keys its texts (role, organisation, place, highlights) under `experience.{id}` in each language's
 * resume.json; `technologies` are skill ids of content/skills.ts.
 */
export const experienceSchema = z
  .object({ id, ...period, url: httpsUrl.optional(), technologies: skillIds })
  .strict();

/** One course of study: its texts (degree, school, place) are `education.{id}` in resume.json; `grade` as written. */
export const educationSchema = z
  .object({ id, ...period, grade: z.string().min(1).optional(), url: httpsUrl.optional() })
  .strict();

/** A language the owner speaks: its name and level in each language are `languages.{id}` in resume.json. */
export const spokenLanguageSchema = z.object({ id }).strict();

/** A certification (optional): its name and issuer are `certifications.{id}` in resume.json. */
export const certificationSchema = z.object({ id, date: monthSchema, url: httpsUrl.optional() }).strict();

/**
 * The résumé's facts that do not change between languages (content/resume.ts). Jobs and studies newest first, as
 * the CV lists them; `projects` names the catalogue's projects to show, by slug.
 */
export const resumeSchema = z
  .object({
    experience: z.array(experienceSchema).min(1, 'list at least one job'),
    education: z.array(educationSchema),
    languages: z.array(spokenLanguageSchema),
    certifications: z.array(certificationSchema).default([]),
    projects: z.array(z.string().min(1)),
  })
  .strict();
export type Resume = z.output<typeof resumeSchema>;

const text = z.string().min(1);
/** The résumé's texts in one language (`content/texts/{code}/resume.json`), matched to the facts by id. */
export const resumeTextsSchema = z.object({
  summary: text,
  /** The months' names as dates show them, January first. */
  months: z.array(text).length(12, 'name the twelve months, January first'),
  experience: z.record(
    z.string(),
    z.object({ role: text, organisation: text, place: text, highlights: z.array(text).min(1) }).strict(),
  ),
  education: z.record(z.string(), z.object({ degree: text, school: text, place: text }).strict()),
  languages: z.record(z.string(), z.object({ name: text, level: text }).strict()),
  certifications: z.record(z.string(), z.object({ name: text, issuer: text }).strict()),
});
export type ResumeTexts = z.output<typeof resumeTextsSchema>;
