import { siteSource } from '../../content/site';
import { POSTS_PER_PAGE, PROJECTS_PER_PAGE } from '@/lib/constants';

/**
 * How many project cards a projects list page holds: `projectsPerPage` in content/site.ts (validated when the site
 * builds, validate.ts), or PROJECTS_PER_PAGE. The list pages, their pager, the prerender and the sitemap follow it.
 */
export const projectsPerPage = siteSource.projectsPerPage ?? PROJECTS_PER_PAGE;

/** Whether the site has posts at all: `blog` in content/site.ts (on when left out). */
export const blogEnabled = siteSource.blog ?? true;

/** How many posts a blog list page holds: `postsPerPage` in content/site.ts, or POSTS_PER_PAGE. */
export const postsPerPage = siteSource.postsPerPage ?? POSTS_PER_PAGE;
