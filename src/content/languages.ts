import { siteLanguages } from '../../content/languages';

/**
 * A language of the site: everything that differs per language hangs off this entry, or off its `code`
 * (the texts in content/texts/{code}/, the résumé in content/resume.ts). Validated when the site builds.
 */
export interface SiteLanguage {
  /** Two-letter ISO 639-1 code: the `?lng=` value, the `lang` attribute, the folder of its texts. */
  code: string;
  /** The language's name in itself, as the language switcher shows it. */
  label: string;
  /**
   * The switcher's flag, a file under content/public/: an SVG under icons/flags/ is drawn from the page's own symbols (no
   * request), any other picture as an `<img>`.
   */
  flag: string;
  /** The Open Graph locale of its pages (`language_TERRITORY`). */
  locale: string;
  /** The not-found picture (also shown for an image that failed to load), a file under content/public/. */
  notFoundImage: string;
  /**
   * Which way it is written. Leave it out: the code says it (Arabic, Hebrew, Persian, Urdu… are right to left, see
   * RIGHT_TO_LEFT); set it only to override that.
   */
  direction?: 'ltr' | 'rtl';
  /**
   * A font file under content/fonts/ (TrueType or OpenType, variable or not) for a script the site's fonts lack:
   * Inter and JetBrains Mono cover Latin (every accent), Greek, Cyrillic and Vietnamese; Arabic, Hebrew, Japanese,
   * Chinese, Korean, Devanagari, Thai… need one. Its pages, social cards and résumé PDF set that script in it (a
   * subset of it, loaded only on this language's pages); `npm run doctor` says which characters no font has.
   */
  font?: string;
  /**
   * The words of the site's own URL segments in this language, each a lowercase kebab-case word (`a-z`, `0-9`, `-`):
   * the projects list (`/proyectos`, `/proyectos/{category}`), its numbered pages (`/proyectos/pagina/2`), the résumé
   * (`/cv`), the not-found page (`/not-found`), the posts (`/blog`, `/blog/{post}`) and their tags (`/blog/tags/{tag}`).
   * Leave out any (or all): it keeps the word of `DEFAULT_URL_WORDS`. German might say `{ projects: 'projekte', page:
   * 'seite', resume: 'lebenslauf', notFound: 'nicht-gefunden', tags: 'themen' }`.
   */
  urlWords?: Partial<UrlWords>;
}

/** The words of the fixed segments of a language's URLs (see `SiteLanguage.urlWords`). */
export interface UrlWords {
  /** All projects (`/proyectos`), a category's (`/proyectos/{category}`). */
  projects: string;
  /** A projects list's numbered pages, from 2 (`/proyectos/pagina/2`). */
  page: string;
  /** The résumé (`/cv`). */
  resume: string;
  /** The not-found page (`/not-found`), where an unknown category or project is sent. */
  notFound: string;
  /** The posts (`/blog`, `/blog/{post}`, the list's numbered pages `/blog/pagina/2`). */
  blog: string;
  /** A tag's posts, under the posts' word (`/blog/tags/{tag}`). */
  tags: string;
}

/** The words a language's URLs use where its entry sets none: the spec's (section 2). */
export const DEFAULT_URL_WORDS: UrlWords = {
  projects: 'proyectos',
  page: 'pagina',
  resume: 'cv',
  notFound: 'not-found',
  blog: 'blog',
  tags: 'tags',
};

/** Languages written right to left, by ISO 639-1 code. */
export const RIGHT_TO_LEFT: ReadonlySet<string> = new Set([
  'ar',
  'arc',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ku',
  'ps',
  'sd',
  'ur',
  'yi',
]);

/** Which way a language is written: its `direction`, else its code's. */
export function languageDirection(language: Pick<SiteLanguage, 'code' | 'direction'>): 'ltr' | 'rtl' {
  return language.direction ?? (RIGHT_TO_LEFT.has(language.code) ? 'rtl' : 'ltr');
}

/** Where the owner's font files are, from the project's root. */
export const FONTS_DIR = 'content/fonts';

/** The site's languages, the owner's (content/languages.ts). The first is the fallback. */
export { siteLanguages };

export const LANGUAGES_FILE = 'content/languages.ts';

/** One of the configured languages, with its code as a literal type. */
export type LanguageEntry = (typeof siteLanguages)[number];
