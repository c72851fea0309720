// @ts-check
// The built site's pages and languages, as the prerender wrote them (dist/server/pages.json), for the scripts that visit
// them (bench, screenshots) without importing the app's TypeScript.
import { readFileSync } from 'node:fs';

/** @returns {Record<string, Record<string, string>>} page path → language → file */
const pageMap = () => JSON.parse(readFileSync('dist/server/pages.json', 'utf8'));

/** The site's languages, the fallback first (src/content/languages.ts). */
export const builtLanguages = () => Object.keys(pageMap()['/'] ?? {});

/**
 * A page's URL path in a language, as src/lib/language-path.ts writes it: the fallback language at the page's path,
 * another under its folder (`/es/`, `/es/proyectos`).
 * @param {string} path
 * @param {string} language
 */
export function pageUrlPath(path, language) {
  if (language === builtLanguages()[0]) return path;
  return `/${language}/${path.replace(/^\//, '')}`;
}

/**
 * The pages the bench and the screenshots visit, whatever the owner's catalogue: home, the catalogue, the résumé, its first
 * category and first project (left out when the catalogue is empty) and the not-found page.
 * @returns {Record<string, string>} name → path
 */
export function mainPages() {
  const paths = Object.keys(pageMap());
  const category = paths.find((path) => /^\/proyectos\/[^/]+$/.test(path));
  const detail = paths.find((path) => /^\/(?!proyectos\/)[^/]+\/[^/]+$/.test(path));
  return {
    home: '/',
    projects: '/proyectos',
    resume: '/cv',
    ...(category && { category }),
    ...(detail && { detail }),
    'not-found': '/not-found',
  };
}
