// The visitor's language choice, wherever it is kept: the cookie (read by the server and the page's redirect script),
// local storage, and the first supported language of a list (the browser's, or a request's Accept-Language).
import { fallbackLanguage, LANGUAGE_STORAGE, toLanguage, type Language } from './languages';
import { BASE_PATH } from '@/lib/base-path';

/** How long the language cookie keeps a choice: a year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/**
 * The value of cookie `name` in a `Cookie` header or `document.cookie`; a value that is not valid percent-encoding
 * (`i18next=%`, sent by anyone) is read as it is, never thrown.
 */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = rest.join('=');
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** The first of `tags` that names a supported language (`es-MX` is Spanish), else the fallback. */
export function firstLanguage(tags: Iterable<string | null | undefined>): Language {
  for (const tag of tags) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return fallbackLanguage;
}

/**
 * Keeps the page's or the chosen language where the next visit's detection reads it first (the cookie for the server,
 * both for the page's redirect script: build/inline/language-redirect.ts): local storage and the cookie.
 */
export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE.localStorage, language);
  } catch {
    // Blocked storage: the cookie below still keeps the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE.cookie}=${language}; max-age=${LANGUAGE_COOKIE_MAX_AGE}; path=${BASE_PATH}; SameSite=Lax`;
}
