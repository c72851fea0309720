import type { z } from 'zod';
import { profileSource } from './profile';
import type { profileSchema, Skill } from './schemas';
import { skillsSource } from './skills';

export type {
  ArticleId,
  Category,
  CategoryId,
  Project,
  ProjectDocumentation,
  ProjectFeature,
  Skill,
  SocialLink,
  VideoSource,
} from './schemas';
export { languageOptions } from './languages';
export { navItems, secondaryNavItems } from './navigation';
export {
  articleNamespaceOf,
  articleNamespaces,
  cataloguePaths,
  findCategory,
  findProject,
  getCatalogue,
  getDocumentation,
} from './catalogue';

/** The site owner's profile (validated at build and test time by validate.ts). */
export const profile = profileSource as z.output<typeof profileSchema>;

/** All skills, in display order. */
export const skills = skillsSource as Skill[];

export function skillById(id: number): Skill | undefined {
  return skills.find((skill) => skill.id === id);
}
