// How a page and a built file are answered, on every platform (server/node/node-site.ts, server/edge/).
import type { Language } from '../../src/i18n/languages';

/** Hashed assets: the name changes with the content, so they are kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other public files (pictures, the sitemap): an hour. */
const SHORT = 'public, max-age=3600';
/** A page: kept by browsers and CDNs, and revalidated with its ETag on every use (a 304 while it has not changed). */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The Cache-Control of a built file at `path`. */
export const fileCacheControl = (path: string) => (path.includes('/assets/') ? IMMUTABLE : SHORT);

/** An entity tag without its weakness mark, for the weak comparison RFC 9110 asks of If-None-Match. */
const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** Whether an If-None-Match header names `etag`, or `*`. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === etag);
}

/**
 * The headers of a page at its language's URL. Its content depends on the URL alone (and the encoding): no `Vary` on
 * the cookie or Accept-Language, so that a CDN keeps one copy per URL (a visitor who prefers another language is sent
 * to its URL by the page's first script, build/inline/language-redirect.ts).
 */
export const pageHeaders = (language: Language, etag: string): Record<string, string> => ({
  'content-type': 'text/html; charset=utf-8',
  'content-language': language,
  vary: 'Accept-Encoding',
  'cache-control': REVALIDATE,
  etag,
});
