// The link check of the built site, without a server: every reference of a page or stylesheet to the site must name
// a file of the build, a prerendered page or a route of the server, and every #fragment an element of its target.
import { isPageFilePath, NOT_FOUND_KEY, type PageMap } from '../../server/node/page-store';
import { fallbackLanguage, toLanguage } from '../../src/i18n/languages';
import { sitePath, withBase } from '../../src/lib/base-path';
import { localizedPath, splitLanguagePath } from '../../src/lib/language-path';
import { cssUrls, htmlReferences } from '../../build/html-references';

/** The built site as the check sees it; an in-memory one in the unit tests. */
export interface BuiltSite {
  /** Every file of dist/client, relative, with `/` separators. */
  files: string[];
  read(file: string): string;
  /** The prerendered pages: URL path → language → file (dist/server/pages.json), with the not-found page. */
  pages: PageMap;
  /** Paths the server answers that are no file (the contact API). */
  serverRoutes: string[];
  /**
   * The public URL the pages name themselves by (SITE_URL, without its last slash): an origin, or an origin and the
   * folder the site is published in, where every reference must stay.
   */
  origin: string;
}

export interface LinkReport {
  /** One line per broken reference: the file, the reference as written, what is wrong. */
  problems: string[];
  pages: number;
  stylesheets: number;
  references: number;
  /** References written with the public URL: none means the build was made for another SITE_URL. */
  onOrigin: number;
}

const local = 'http://local.invalid';

/** The HTML standard's search for a fragment's target: the id as written, then percent-decoded; `top` needs none. */
export function findsTarget(ids: Set<string>, fragment: string): boolean {
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is looked up as written only.
  }
  return fragment === '' || ids.has(fragment) || ids.has(decoded) || decoded.toLowerCase() === 'top';
}

/** The URL a page file answers at (`/es/proyectos` for Spanish `/proyectos`), and its language. */
function pageOf(site: BuiltSite, file: string): { path: string; language: string } | undefined {
  for (const [path, files] of Object.entries(site.pages))
    for (const [tag, pageFile] of Object.entries(files)) {
      const language = toLanguage(tag) ?? fallbackLanguage;
      if (pageFile === file)
        return { path: localizedPath(path === NOT_FOUND_KEY ? '/no/such/page' : path, language), language };
    }
  return undefined;
}

export function checkLinks(site: BuiltSite): LinkReport {
  const files = new Set(site.files);
  const htmlFiles = site.files.filter((file) => file.endsWith('.html'));
  const cssFiles = site.files.filter((file) => file.startsWith('assets/') && file.endsWith('.css'));
  const idsCache = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsCache.get(file);
    if (!ids) idsCache.set(file, (ids = htmlReferences(site.read(file)).ids));
    return ids;
  };
  const root = new URL(site.origin);
  const folder = `${root.pathname.replace(/\/$/, '')}/`;
  const problems: string[] = [];
  let references = 0;
  let onOrigin = 0;

  /** The file a URL of the site answers with, its ids when a fragment can name them, or what is wrong. */
  const resolve = (url: URL): { file?: string; markup?: boolean; language?: string; problem?: string } => {
    const pathname = sitePath(url.pathname, folder);
    if (pathname === undefined) return { problem: `outside the site's folder ${folder}` };
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    // A page at its language's URL (`/es/` is Spanish home; `/es` only redirects there).
    const { language, path: named } = splitLanguagePath(pathname);
    const folderOnly = language !== fallbackLanguage && pathname === `/${language}`;
    const page = folderOnly ? undefined : site.pages[named.length > 1 ? named.replace(/\/+$/, '') : named];
    if (page) {
      const file = page[language];
      return file ? { file, markup: true, language } : { problem: `page ${path} has no file` };
    }
    if (site.serverRoutes.includes(path)) return {};
    // The server refuses prerendered files by their file path (server/core/app.ts).
    if (isPageFilePath(path)) return { problem: 'a page file, not served by its file path' };
    let file: string;
    try {
      file = decodeURIComponent(path.slice(1));
    } catch {
      return { problem: 'a malformed URL' };
    }
    if (!files.has(file)) return { problem: 'no such file or page in the build' };
    return { file, markup: file.endsWith('.svg') };
  };

  const check = (file: string, reference: string, base: URL, language?: string) => {
    references += 1;
    let url: URL;
    try {
      url = new URL(reference, base);
    } catch {
      problems.push(`${file}: ${reference} → not a URL`);
      return;
    }
    if (url.origin === root.origin) onOrigin += 1;
    // mailto:, tel:, data: and other sites are not ours to check.
    if (url.origin !== local && url.origin !== root.origin) return;
    const fragment = url.hash.slice(1);
    const samePage = reference.startsWith('#');
    const target = samePage ? { file, markup: true } : resolve(url);
    if (target.problem) problems.push(`${file}: ${reference} → ${target.problem}`);
    // A page's own links stay in its language; its absolute URLs (alternates, og:url) name the others on purpose.
    else if (url.origin === local && language && target.language && target.language !== language)
      problems.push(`${file}: ${reference} → a page in ${target.language}, from a page in ${language}`);
    else if (fragment && target.file && target.markup && !findsTarget(idsOf(target.file), fragment))
      problems.push(
        `${file}: ${reference} → no element with id "${fragment}"${samePage ? ' on the page' : ` in ${target.file}`}`,
      );
  };

  for (const file of htmlFiles) {
    const page = pageOf(site, file);
    const at = new URL(withBase(page?.path ?? `/${file}`, folder), local);
    const { references: found, languageLinks } = htmlReferences(site.read(file));
    // A link that says it leads to another language (`hreflang`) may.
    for (const reference of found)
      check(file, reference, at, languageLinks.has(reference) ? undefined : page?.language);
  }
  for (const file of cssFiles)
    for (const reference of cssUrls(site.read(file)))
      check(file, reference, new URL(withBase(`/${file}`, folder), local));

  return { problems, pages: htmlFiles.length, stylesheets: cssFiles.length, references, onOrigin };
}
