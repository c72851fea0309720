import type { z } from 'zod';
import { profileSource } from '../../content/profile';
import type { profileSchema } from './schemas';

export type {
  DocumentationTexts,
  ProjectArticle,
  Category,
  CategoryId,
  DependencyList,
  Project,
  ProjectDocumentation,
  ProjectFeature,
  Skill,
  SocialLink,
  VideoSource,
} from './schemas';
export { siteLanguages } from './languages';
export { navItems, secondaryNavItems } from './navigation';
// The catalogue (`./catalogue`) and the skills (`./skill-list`) are imported from their modules: what every page's
// first code imports from here (the profile, the languages, the navigation) must not bring them along (docs/decisions.md).

/** The site owner's profile (validated at build and test time by validate.ts). */
export const profile = profileSource as z.output<typeof profileSchema>;
