// Where the prerendered pages are and which URL names which: pure, for the Node server and the edge Worker alike.
import { fallbackLanguage, type Language } from '../../src/i18n/languages';
import { splitLanguagePath } from '../../src/lib/language-path';
import { NOT_FOUND_KEY } from './built-files';

export { NOT_FOUND_KEY };

/**
 * Written by the prerender step: each page path (within its language's folder) and the HTML file of each language
 * whose URLs have that path; a language whose URL words differ has its own paths (`/projekte` beside `/proyectos`).
 */
export type PageMap = Record<string, Partial<Record<Language, string>>>;

/** The file the prerender step writes a page to: the fallback language's at the root, another's in its folder. */
export function pageFile(path: string, language: Language): string {
  const prefix = language === fallbackLanguage ? '' : `${language}/`;
  if (path === NOT_FOUND_KEY) return `${prefix}404.html`;
  return `${prefix}${path === '/' ? '' : `${path.slice(1)}/`}index.html`;
}

/**
 * A prerendered file's own path (`/index.html`, `/es/404.html`, `/404.html.br`): pages are served at their URLs only
 * (`/`, `/es/`), which the server maps to these files.
 */
export function isPageFilePath(path: string): boolean {
  return /\.html?(\.(br|gz))?$/i.test(path);
}

/**
 * The page a URL path names and its language (`/es/proyectos` is Spanish `/proyectos`), if the map `has` it in that
 * language; a trailing slash is ignored. A language's home is at its folder with the slash (`/es/`): `/es` is not a
 * page (the server redirects it).
 */
export function findPage(
  pathname: string,
  has: (key: string, language: Language) => boolean,
): { key: string; language: Language } | undefined {
  const { language, path } = splitLanguagePath(pathname);
  if (language !== fallbackLanguage && pathname === `/${language}`) return undefined;
  const key = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return has(key, language) ? { key, language } : undefined;
}
