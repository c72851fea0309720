import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { textsWith, validateWith } from '@/test/validate-with';
import { resumeSource } from '../../content/resume';
import { skillsSource } from '../../content/skills';

// The résumé of the owner's shapes is accepted; a missing text, a period that ends before it starts, or a skill or
// project that does not exist fails naming the file and the field (validated as the build does).

const [firstJob] = resumeSource.experience;
if (!firstJob) throw new Error('the tests need a résumé with a job');
const withJob = (job: object) => ({ resume: { ...resumeSource, experience: [{ ...firstJob, ...job }] } });
const file = 'content/resume.ts';
const jobsOf = (namespaces: Record<string, Record<string, unknown>>) =>
  (namespaces['resume'] as { experience: Record<string, Record<string, unknown>> }).experience;

describe('the résumé', () => {
  it('is valid, with its texts in every language', async () => {
    const content = await validateWith({});
    expect(content.resume.experience.map((job) => job.id)).toEqual(
      resumeSource.experience.map((job) => job.id),
    );
  });

  it('accepts a job still held, and one that ended the month it started', async () => {
    await expect(validateWith(withJob({ start: '2024-03', end: 'present' }))).resolves.toBeTruthy();
    await expect(validateWith(withJob({ start: '2024-03', end: '2024-03' }))).resolves.toBeTruthy();
  });

  it('refuses an end before its start, and a month not written YYYY-MM', async () => {
    await expect(validateWith(withJob({ start: '2024-03', end: '2023-11' }))).rejects.toThrow(
      `${file}: experience[0].end: 2023-11 is before its start 2024-03`,
    );
    await expect(validateWith(withJob({ start: '2024-3' }))).rejects.toThrow(
      `${file}: experience[0].start: must be a month written YYYY-MM`,
    );
  });

  it('refuses a skill id that does not exist', async () => {
    const unknown = Math.max(...skillsSource.map((skill) => skill.id)) + 1;
    await expect(validateWith(withJob({ technologies: [unknown] }))).rejects.toThrow(
      `${file}: experience[0].technologies[0]: skill id ${unknown} does not exist in content/skills.ts`,
    );
  });

  it('refuses a project that does not exist', async () => {
    await expect(
      validateWith({ resume: { ...resumeSource, projects: ['no-such-project'] } }),
    ).rejects.toThrow(`${file}: projects[0]: project "no-such-project" does not exist`);
  });

  it('refuses an entry whose texts are missing in a language, or lack a field', async () => {
    const [language] = languages;
    const resumeFile = `content/texts/${language}/resume.json`;
    const missing = textsWith((namespaces) => delete jobsOf(namespaces)[firstJob.id]);
    await expect(validateWith({}, missing)).rejects.toThrow(
      `${resumeFile}: experience.${firstJob.id}: missing`,
    );
    const noRole = textsWith((namespaces) => delete jobsOf(namespaces)[firstJob.id]?.['role']);
    await expect(validateWith({}, noRole)).rejects.toThrow(`${resumeFile}: experience.${firstJob.id}.role:`);
  });
});
