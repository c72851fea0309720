import { describe, expect, it } from 'vitest';
import { getCatalogue } from '@/content/catalogue';
import { projectsSource } from '../../../content/projects';
import { skills, skillSlug } from '@/content/skill-list';
import { fallbackLanguage } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { filterSkills, selectedSkill, TECH_PARAM, techSearch, usesSkill } from './filter-projects';

const catalogue = getCatalogue(resources[fallbackLanguage].projects, fallbackLanguage);
const projects = catalogue.flatMap((category) => category.projects);
const usedIds = new Set(projectsSource.flatMap((project) => project.technologies_used));
const offered = filterSkills(catalogue);

describe('the technology filter', () => {
  it('offers exactly the skills that a project uses, in the skills’ display order', () => {
    expect(offered.map((skill) => skill.id)).toEqual(
      skills.filter((skill) => usedIds.has(skill.id)).map((skill) => skill.id),
    );
    expect(new Set(offered.map((skill) => skill.id))).toEqual(usedIds);
  });

  it('narrows the projects to those that use the skill, and leaves them all without one', () => {
    for (const skill of offered) {
      const shown = projects.filter(usesSkill(skill));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.map((project) => project.slug)).toEqual(
        projectsSource
          .filter((project) => project.technologies_used.includes(skill.id))
          .map((project) => project.slug),
      );
    }
    expect(projects.filter(usesSkill(undefined))).toEqual(projects);
  });

  it('reads the skill a ?tech= value names, in any case; none, an unknown or an unused one is no filter', () => {
    for (const skill of offered) expect(selectedSkill(offered, skillSlug(skill))).toBe(skill);
    for (const skill of offered) expect(selectedSkill(offered, skillSlug(skill).toUpperCase())).toBe(skill);
    expect(selectedSkill(offered, null)).toBeUndefined();
    expect(selectedSkill(offered, '')).toBeUndefined();
    expect(selectedSkill(offered, 'no-such-technology')).toBeUndefined();
    const unusedSlugs = skills.filter((skill) => !usedIds.has(skill.id)).map(skillSlug);
    expect(unusedSlugs.map((slug) => selectedSkill(offered, slug))).toEqual(unusedSlugs.map(() => undefined));
  });

  it('writes the query for a skill or for none, keeping the other parameters', () => {
    const [skill] = offered;
    if (!skill) throw new Error('no project uses a skill');
    const slug = skillSlug(skill);
    expect(techSearch('', skill)).toBe(`?${TECH_PARAM}=${slug}`);
    expect(techSearch('?tech=other&x=1', skill)).toBe(`?${TECH_PARAM}=${slug}&x=1`);
    expect(techSearch(`?x=1&${TECH_PARAM}=${slug}`, undefined)).toBe('?x=1');
    expect(techSearch(`?${TECH_PARAM}=${slug}`, undefined)).toBe('');
  });
});
