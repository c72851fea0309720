import type { Language } from '../src/i18n/languages';
import { localizedPath } from '../src/lib/language-path';

/** The public origin the site is deployed at, for canonical URLs, alternates, the sitemap and social cards. */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SITE_URL ?? 'https://alex-placeholder.example.com';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL: "${value}" is not an absolute URL (for example https://example.com)`);
  }
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`SITE_URL: "${value}" must be an origin without a path`);
  return url.origin;
}

/** The URL of a page in a language: the fallback language at the path itself, another under its folder (`/es/…`). */
export function pageUrl(origin: string, path: string, language: Language): string {
  return `${origin}${localizedPath(path, language)}`;
}
