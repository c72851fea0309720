/**
 * A language of the site: everything that differs per language hangs off this entry, or off its `code`
 * (the texts in src/i18n/locales/{code}/, the CV in profile.ts). Validated when the site builds.
 */
export interface SiteLanguage {
  /** Two-letter ISO 639-1 code: the `?lng=` value, the `lang` attribute, the folder of its texts. */
  code: string;
  /** The language's name in itself, as the language switcher shows it. */
  label: string;
  /**
   * The switcher's flag, a file under public/: an SVG under icons/flags/ is drawn from the page's own symbols (no
   * request), any other picture as an `<img>`.
   */
  flag: string;
  /** The Open Graph locale of its pages (`language_TERRITORY`). */
  locale: string;
  /** The not-found picture (also shown for an image that failed to load), a file under public/. */
  notFoundImage: string;
}

/** The site's languages (spec sections 3 and 9). The first is the fallback: pages at their plain path, `x-default`. */
export const siteLanguages = [
  {
    code: 'en',
    label: 'English',
    flag: '/icons/flags/us.svg',
    locale: 'en_US',
    notFoundImage: '/images/not-found/404-en.svg',
  },
  {
    code: 'es',
    label: 'Español',
    flag: '/icons/flags/mx.svg',
    locale: 'es_MX',
    notFoundImage: '/images/not-found/404-es.svg',
  },
] as const satisfies readonly [SiteLanguage, ...SiteLanguage[]];

export const LANGUAGES_FILE = 'src/content/languages.ts';

/** One of the configured languages, with its code as a literal type. */
export type LanguageEntry = (typeof siteLanguages)[number];
