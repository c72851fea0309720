import type { Category, Project, Skill } from '@/content';
import { skills, skillSlug } from '@/content/skill-list';

/** The projects pages' technology filter in the URL: `?tech={skill slug}` (src/content/skill-list.ts). */
export const TECH_PARAM = 'tech';

/** The filter's choices: the skills that at least one project of the catalogue uses, in the skills' display order. */
export function filterSkills(catalogue: readonly Category[]): Skill[] {
  const used = new Set(
    catalogue.flatMap((category) => category.projects.flatMap((p) => p.technologies_used)),
  );
  return skills.filter((skill) => used.has(skill.id));
}

/**
 * The choice a `?tech=` value names, in any letter case. None, an unknown skill or one that no project uses is no
 * filter: a mistyped shared link shows every project rather than an error.
 */
export function selectedSkill(offered: readonly Skill[], value: string | null): Skill | undefined {
  const slug = value?.toLowerCase();
  return slug ? offered.find((skill) => skillSlug(skill) === slug) : undefined;
}

/** Whether a project is shown under the filter `skill` (every project, without one). */
export const usesSkill = (skill: Skill | undefined) => (project: Project) =>
  !skill || project.technologies_used.includes(skill.id);

/** The query of a URL with the filter set to `skill`, or cleared, its other parameters kept. */
export function techSearch(search: string, skill: Skill | undefined): string {
  const params = new URLSearchParams(search);
  if (skill) params.set(TECH_PARAM, skillSlug(skill));
  else params.delete(TECH_PARAM);
  const query = params.toString();
  return query ? `?${query}` : '';
}
