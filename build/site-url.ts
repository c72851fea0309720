import { SITE_FILE, siteSource } from '../content/site';
import type { Language } from '../src/i18n/languages';
import { localizedPath } from '../src/lib/language-path';

/**
 * The public origin the site is deployed at, for canonical URLs, alternates, the sitemap and social cards: the
 * owner's (`url` in content/site.ts), or `SITE_URL` from the environment for one build.
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
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`${where}: "${value}" must be an origin without a path`);
  return url.origin;
}

/** The URL of a page in a language: the fallback language at the path itself, another under its folder (`/es/…`). */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${localizedPath(path, language)}`;
}
