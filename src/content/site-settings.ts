import { siteSource } from '../../content/site';
import { PROJECTS_PER_PAGE } from '@/lib/constants';

/**
 * How many project cards a projects list page holds: `projectsPerPage` in content/site.ts (validated when the site
 * builds, validate.ts), or PROJECTS_PER_PAGE. The list pages, their pager, the prerender and the sitemap follow it.
 */
export const projectsPerPage = siteSource.projectsPerPage ?? PROJECTS_PER_PAGE;
