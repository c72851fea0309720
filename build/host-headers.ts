/**
 * The security and cache headers for hosts that serve the built files themselves, from the sources the Node server and
 * the Worker use (server/security/security-headers.ts, server/core/page-headers.ts): the `_headers` file Netlify and
 * Cloudflare Pages read, and Vercel's header routes. GitHub Pages sends no headers: the pages' meta tag carries the
 * policy there (build/head.tsx, policyMeta).
 *
 * `_headers`, as both hosts document it: a line with a URL pattern (`*` matches anything, slashes included), then
 * indented `Name: value` lines. A URL gets the headers of every rule that matches it, and Cloudflare Pages joins a
 * header named by two matching rules with a comma (Netlify's merging of such names is not documented): so no header is
 * named by two rules that match one URL here. Cloudflare Pages allows 100 rules and 2,000 characters a line (the whole
 * line, its indentation and name included); Netlify states no such limit.
 */
import { fileCacheControl, REVALIDATE } from '../server/core/page-headers';
import {
  contentSecurityPolicy,
  type ContentSecurityPolicy,
} from '../server/security/content-security-policy';
import { everyAnswer, prerenderedPageHeaders } from '../server/security/security-headers';
import { BASE_PATH, withBase } from '../src/lib/base-path';

/** Cloudflare Pages' limits on `_headers`. */
export const MAX_RULES = 100;
export const MAX_LINE = 2000;

export type Headers = Readonly<Record<string, string>>;
export interface HeaderRule {
  pattern: string;
  headers: Headers;
}

const assets = withBase('/assets/');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const headerLine = (name: string, value: string) => `  ${name}: ${value}`;

/**
 * The URL patterns of the pages: the site's home, and each folder (or file) at the top of the site that holds a page,
 * with and without what follows (`/proyectos`, `/proyectos/*`; `/es`, `/es/*`). They cannot name the hashed assets'
 * folder, and an unknown URL outside them gets the root's 404.html with the headers of every answer only (its meta tag
 * still carries the policy).
 */
function pagePatterns(pageUrls: string[]): string[] {
  const tops = new Set(pageUrls.map((url) => url.slice(BASE_PATH.length).split('/')[0] ?? ''));
  if (tops.has('assets')) throw new Error(`A page is in ${assets}, the folder of the hashed assets`);
  // A file at the top (the not-found page, 404.html) is named alone.
  return [...tops]
    .toSorted()
    .flatMap((top) =>
      !top
        ? [BASE_PATH]
        : top.includes('.')
          ? [`${BASE_PATH}${top}`]
          : [`${BASE_PATH}${top}`, `${BASE_PATH}${top}/*`],
    );
}

/**
 * The `_headers` rules: the headers of every answer on every URL, a year's immutable cache on the hashed assets, and
 * a prerendered page's headers with revalidation on the pages (`pageUrls`, in the site's folder): as from the server,
 * their policy's header is what their meta tag cannot carry (`prerenderedPageHeaders`), so no line nears Cloudflare's
 * limit. With more rules than Cloudflare Pages allows, every answer gets a page's headers and the hosts' own
 * Cache-Control, which for a page is this revalidation already.
 */
export function staticHostRules(policy: ContentSecurityPolicy, pageUrls: string[]): HeaderRule[] {
  const document = prerenderedPageHeaders(policy);
  const documentOnly = Object.fromEntries(
    Object.entries(document).filter(([name]) => !(name in everyAnswer)),
  );
  const patterns = pagePatterns(pageUrls);
  const assetRule = { pattern: `${assets}*`, headers: { 'cache-control': fileCacheControl(assets) } };
  if (patterns.length + 2 > MAX_RULES) return [{ pattern: `${BASE_PATH}*`, headers: document }, assetRule];
  return [
    { pattern: `${BASE_PATH}*`, headers: everyAnswer },
    assetRule,
    ...patterns.map((pattern) => ({ pattern, headers: { ...documentOnly, 'cache-control': REVALIDATE } })),
  ];
}

export function headersFileText(rules: HeaderRule[]): string {
  return `${rules
    .map(({ pattern, headers }) =>
      [pattern, ...Object.entries(headers).map(([name, value]) => headerLine(name, value))].join('\n'),
    )
    .join('\n')}\n`;
}

/** The rules of a `_headers` file, as the hosts read it (names in lower case: they are case-insensitive). */
export function readHeadersFile(text: string): HeaderRule[] {
  const rules: { pattern: string; headers: Record<string, string> }[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const header = /^\s+([^:\s]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header) rules.push({ pattern: line.trim(), headers: {} });
    else if (rule) rule.headers[header[1]?.toLowerCase() ?? ''] = header[2] ?? '';
  }
  return rules;
}

/** The headers a URL path gets: those of every matching rule, a name given twice joined with a comma (Cloudflare). */
export function headersAt(rules: HeaderRule[], path: string): Headers {
  const found: Record<string, string> = {};
  for (const { pattern, headers } of rules) {
    const splat = new RegExp(`^${pattern.split('*').map(escaped).join('.*')}$`);
    if (!splat.test(path)) continue;
    for (const [name, value] of Object.entries(headers))
      found[name] = found[name] === undefined ? value : `${found[name]}, ${value}`;
  }
  return found;
}

/**
 * A prerendered page's headers, which are the same for every site's content: the part of the policy its meta tag
 * cannot carry (`frame-ancestors`) depends on no page.
 */
const pageHeadersOfAnySite = prerenderedPageHeaders(
  contentSecurityPolicy({
    hashes: { scripts: [], styles: [], styleAttributes: [] },
    origins: { media: [], frames: [], images: [] },
  }),
);

/**
 * Vercel's header routes, before its file system (the build's .vercel/output/config.json, `vercelRoutes`): a route
 * that sets headers and lets the request go on (`continue`). They are the same for every site: a prerendered page's
 * headers (the rest of the policy depends on the pages, and is their meta tag's, docs/decisions.md). The hashed assets and the rest exclude each
 * other, so no header is set twice.
 */
export function vercelHeaderRoutes() {
  return [
    {
      src: `${assets}.*`,
      headers: { ...everyAnswer, 'cache-control': fileCacheControl(assets) },
      continue: true,
    },
    {
      src: `${BASE_PATH}(?!assets/).*`,
      headers: { ...pageHeadersOfAnySite, 'cache-control': REVALIDATE },
      continue: true,
    },
  ];
}

export interface VercelRoute {
  src?: string;
  headers?: Headers;
  continue?: boolean;
  handle?: string;
  dest?: string;
  status?: number;
}

/** The headers Vercel's routes give a URL path: those of each route before the file system whose `src` matches it. */
export function vercelHeadersAt(routes: VercelRoute[], path: string): Headers {
  const found: Record<string, string> = {};
  for (const { src, headers, continue: goesOn } of routes) {
    if (!goesOn || src === undefined || !new RegExp(`^${src}$`).test(path)) continue;
    for (const [name, value] of Object.entries(headers ?? {}))
      found[name] = found[name] === undefined ? value : `${found[name]}, ${value}`;
  }
  return found;
}
