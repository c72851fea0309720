// @ts-check
// The built site's pages and languages, as the prerender wrote them (dist/server/pages.json, and the route table's pages
// by route id in dist/server/routes.json), for the scripts that visit them (bench, screenshots) without importing the
// app's TypeScript. `root` is the site's folder: this one, or a copy the bench built (tools/bench/scale/).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @returns {Record<string, Record<string, string>>} page path → language → file */
const pageMap = (root = '.') => JSON.parse(readFileSync(join(root, 'dist/server/pages.json'), 'utf8'));

/** @returns {Record<string, string[]>} route id (src/lib/routes.ts) → its pages' paths (the fallback language's) */
const routePages = (root = '.') => JSON.parse(readFileSync(join(root, 'dist/server/routes.json'), 'utf8'));

/** @returns {Record<string, Record<string, string>>} page path (the fallback language's) → language → its URL path */
const pageUrls = (root = '.') => JSON.parse(readFileSync(join(root, 'dist/server/page-urls.json'), 'utf8'));

/** The site's languages, the fallback first (content/languages.ts). */
export const builtLanguages = (root = '.') => Object.keys(pageMap(root)['/'] ?? {});

/** Every prerendered page's path in the fallback language's URLs (the not-found page's key left out). */
export const builtPaths = (root = '.') => Object.keys(pageUrls(root));

/**
 * A page's URL path in a language, from its path in the fallback language's URLs, as the prerender wrote it: the
 * fallback language at the page's path, another under its folder in its own URL words (`/es/`, `/es/proyectos`).
 * @param {string} path
 * @param {string} language
 */
export function pageUrlPath(path, language, root = '.') {
  const url = pageUrls(root)[path]?.[language];
  if (!url) throw new Error(`${path} is no page of the build in ${language} (dist/server/page-urls.json)`);
  return url;
}

/**
 * The pages the bench and the screenshots visit, whatever the owner's catalogue: the first page of each route of the
 * table (a route whose content is empty, such as a catalogue without projects, has none), of those in the most
 * languages, named by the route's id in kebab case (`not-found`).
 * @returns {Record<string, string>} name → path
 */
export function mainPages(root = '.') {
  const urls = pageUrls(root);
  const count = (/** @type {string} */ path) => Object.keys(urls[path] ?? {}).length;
  return Object.fromEntries(
    Object.entries(routePages(root)).flatMap(([id, paths]) => {
      // Of a route whose pages are in some languages only (a post), the first in the most.
      const [first] = paths.toSorted((a, b) => count(b) - count(a));
      return first ? [[id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), first]] : [];
    }),
  );
}

/**
 * The languages a page is in (a post may be in some only), the fallback first; every language for the not-found page.
 * @param {string} path
 */
export function pageLanguages(path, root = '.') {
  const urls = pageUrls(root)[path];
  return urls ? Object.keys(urls) : builtLanguages(root);
}
