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
}

/** The site's languages, the owner's (content/languages.ts). The first is the fallback. */
export { siteLanguages };

export const LANGUAGES_FILE = 'content/languages.ts';

/** One of the configured languages, with its code as a literal type. */
export type LanguageEntry = (typeof siteLanguages)[number];
