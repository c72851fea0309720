import { validate } from '@jsonresume/schema';
import { describe, expect, it } from 'vitest';
import { resumeView } from '../../src/content/resume-view';
import { skillsSource } from '../../content/skills';
import { createI18n } from '../../src/i18n/create-i18n';
import { resources } from '../../src/i18n/resources';
import { languages } from '../../src/i18n/languages';
import { t } from '../../src/test/languages';
import { jsonResume } from './json-resume';

const origin = 'https://owner.example';

/** The official schema's verdict (@jsonresume/schema): its errors, none when valid. */
const schemaErrors = (resume: object) =>
  validate(resume, (errors) => (errors ?? []).map((error) => error.stack));

describe.each(languages)('the JSON Resume in %s', (language) => {
  // Read as the page reads it: with a `t` whose own namespace is the résumé's.
  const view = resumeView(
    createI18n(language).getFixedT(language, 'resume'),
    resources[language].projects,
    language,
  );
  const resume = jsonResume(view, language, origin, t(language));

  it('is valid against the official JSON Resume schema', () => {
    expect(schemaErrors(JSON.parse(JSON.stringify(resume)) as object)).toEqual([]);
  });

  it('says what the résumé says, in that language', () => {
    expect(resume.basics.name).toBe(view.name);
    expect(resume.basics.summary).toBe(view.summary);
    expect(resume.basics.summary).not.toContain('{{');
    expect(resume.work.map((job) => job.position)).toEqual(view.experience.map((job) => job.role));
    expect(resume.work.flatMap((job) => job.highlights).join(' ')).not.toContain('{{');
    expect(resume.education.map((study) => study.score)).toEqual(view.education.map((study) => study.grade));
    expect(resume.languages.map((spoken) => spoken.language)).toEqual(view.languages.map((l) => l.name));
    expect(resume.projects.every((project) => project.url.startsWith(origin))).toBe(true);
    // A skill whose label is a text key is named in the language, not by its key.
    const keys = skillsSource.flatMap((skill) =>
      typeof skill.label === 'string' ? [] : [skill.label.i18nKey],
    );
    expect(resume.skills.flatMap((group) => group.keywords).filter((name) => keys.includes(name))).toEqual(
      [],
    );
    // A spoken language is listed once, under languages, not again among the skills (the sample's flags are skills).
    const spoken = resume.languages.map((entry) => entry.language.toLocaleLowerCase());
    expect(
      resume.skills
        .flatMap((group) => group.keywords)
        .filter((name) => spoken.includes(name.toLocaleLowerCase())),
    ).toEqual([]);
  });

  it('gives the phone where the profile has one, and no phone field without one (still valid)', () => {
    const withPhone = jsonResume({ ...view, phone: '+48 600 100 200' }, language, origin, t(language));
    expect(withPhone.basics).toMatchObject({ phone: '+48 600 100 200' });
    const without = jsonResume({ ...view, phone: undefined }, language, origin, t(language));
    expect(without.basics).not.toHaveProperty('phone');
    expect(schemaErrors(JSON.parse(JSON.stringify(without)) as object)).toEqual([]);
  });

  it('is refused by the schema when a date is not one (the check can fail)', () => {
    const broken = { ...resume, work: [{ ...resume.work[0], startDate: 'last spring' }] };
    expect(schemaErrors(JSON.parse(JSON.stringify(broken)) as object)).not.toEqual([]);
  });
});
