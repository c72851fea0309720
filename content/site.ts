/**
 * Where the site is published. Canonical URLs, language alternates, the sitemap, robots.txt and the social cards are
 * written with this origin when the site builds; `SITE_URL` in the environment overrides it for one build (a preview,
 * say). Checked when the site builds: a value that is not an origin fails naming this file.
 */
export const siteSource = {
  /** The public origin, such as `https://your-name.dev` (no path). */
  url: 'https://alex-placeholder.example.com',
};

export const SITE_FILE = 'content/site.ts';
