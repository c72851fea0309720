import type { z } from 'zod';
import type { siteSchema } from '../src/content/schemas';

/**
 * The site's settings. `url` is where the site is published: canonical URLs, language alternates, the sitemap,
 * robots.txt and the social cards are written with this origin when the site builds; `SITE_URL` in the environment
 * overrides it for one build (a preview, say). An origin and a path is a site published in that folder (a GitHub
 * Pages project site: every page, file and link of the build is then in it). Checked when the site builds: a value
 * that is not such a URL fails naming this file.
 */
export const siteSource: z.input<typeof siteSchema> = {
  /** The public URL, such as `https://your-name.dev`, or `https://user.github.io/portfolio/` for a project site. */
  url: 'https://alex-placeholder.example.com',
  /** How many project cards a projects list page holds before the next page (24 when left out). */
  projectsPerPage: 24,
  /** Posts (content/posts/): `false` hides the blog whole (its link, pages and feeds). */
  blog: true,
  /** How many posts a blog list page holds before the next page (10 when left out). */
  postsPerPage: 10,
};

export const SITE_FILE = 'content/site.ts';
