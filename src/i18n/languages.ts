import { siteLanguages } from '@/content/languages';

/** Supported interface languages, from the site's list (content/languages.ts). The first one is the fallback. */
export type Language = (typeof siteLanguages)[number]['code'];
export const languages = siteLanguages.map((language) => language.code) as readonly Language[] as readonly [
  Language,
  ...Language[],
];
export const fallbackLanguage: Language = siteLanguages[0].code;

/** Storage keys shared by the browser's detection (language-choice.ts) and the server's negotiation. */
export const LANGUAGE_STORAGE = {
  query: 'lng',
  cookie: 'i18next',
  localStorage: 'language',
  sessionStorage: 'i18nextLng',
  /**
   * Set by the server beside a redirect it made from Accept-Language alone (a guess): the page's first script then
   * lets a choice kept in the browser's storage, which the server cannot see, win over it.
   */
  guessCookie: 'i18next-guess',
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Maps a tag such as `es-MX` to a supported language, or undefined. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  const prefix = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(prefix) ? prefix : undefined;
}
