import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
// Read by vite.config.ts too: no import here may need the app's `@` alias.
import { SITE_FILE, siteSource } from '../content/site.ts';

/**
 * The public URL the site is deployed at, without a trailing slash, for canonical URLs, alternates, the sitemap and
 * social cards: the owner's (`url` in content/site.ts), or `SITE_URL` from the environment for one build. An origin
 * (`https://your-name.dev`), or an origin and a path for a site published in a folder (a GitHub Pages project site,
 * `https://user.github.io/portfolio/`): `basePath` derives the folder from it, and the build reads it from there.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env, owner = siteSource.url): string {
  const fromEnvironment = Boolean(env.SITE_URL);
  const value = env.SITE_URL || owner;
  const where = fromEnvironment ? 'SITE_URL' : `${SITE_FILE}: url`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${where}: "${value}" is not an absolute URL (for example https://example.com)`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new Error(`${where}: "${value}" must be an http(s) URL`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`${where}: "${value}" must be an origin, or an origin and a path, without a query`);
  if (!/^(\/[\w.~-]+)*\/?$/.test(url.pathname) || /\/\.\.?(\/|$)/.test(url.pathname))
    throw new Error(`${where}: "${value}" has a path with characters a folder name cannot have`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The folder the site is published in, with a slash at each end (`/`, `/portfolio/`): the one source of the base path,
 * given to Vite as `base` (vite.config.ts), which hands it to the app, the prerender, the Node server and the checks as
 * `import.meta.env.BASE_URL` (src/lib/base-path.ts); the Worker's build reads it back from the build (`builtSiteUrl`).
 */
export function basePath(env: NodeJS.ProcessEnv = process.env, owner = siteSource.url): string {
  const { pathname } = new URL(siteUrl(env, owner));
  return pathname === '/' ? '/' : `${pathname}/`;
}

/**
 * Where the build writes the URL it was made for (dist/server): `{ url, base }`, the site URL without its last slash
 * and its folder (`siteUrl`, `basePath`), for the steps after it (the build check, the Worker's build) to agree with it.
 */
export const SITE_URL_FILE = 'site-url.json';

/** The URL and folder a build was made for (`SITE_URL_FILE`); the origin's root when there is no build yet. */
export function builtSiteUrl(serverDir = 'dist/server'): { url: string; base: string } {
  if (!existsSync(join(serverDir, SITE_URL_FILE))) return { url: '', base: '/' };
  return JSON.parse(readFileSync(join(serverDir, SITE_URL_FILE), 'utf8')) as { url: string; base: string };
}
