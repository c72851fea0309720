import { fallbackLanguage, LANGUAGE_STORAGE, toLanguage, type Language } from './languages';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** The value of cookie `name` in a `Cookie` header or `document.cookie`. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
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

/** What local or session storage holds under `key`; nothing where storage is blocked (a sandboxed frame, some private modes). */
function stored(area: 'localStorage' | 'sessionStorage', key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

/**
 * The visitor's language (spec section 9), from the first of these that names one: the `lng` query parameter, the
 * `i18next` cookie, local storage `language`, session storage `i18nextLng`, the browser's languages, and last the
 * page's own `<html lang>`. Written by hand, not with i18next-browser-languagedetector: the library was 1.6 KB
 * brotli of every page's first JavaScript for these few lines (docs/decisions.md).
 */
export function detectLanguage(): Language {
  return firstLanguage([
    new URLSearchParams(window.location.search).get(LANGUAGE_STORAGE.query),
    readCookie(document.cookie, LANGUAGE_STORAGE.cookie),
    stored('localStorage', LANGUAGE_STORAGE.localStorage),
    stored('sessionStorage', LANGUAGE_STORAGE.sessionStorage),
    ...navigator.languages,
    navigator.language,
    document.documentElement.lang,
  ]);
}

/** Keeps the detected or chosen language where detection reads it first next time: local storage and the cookie. */
export function storeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE.localStorage, language);
  } catch {
    // Blocked storage: the cookie below still keeps the choice.
  }
  document.cookie = `${LANGUAGE_STORAGE.cookie}=${language}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
}
