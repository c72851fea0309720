import { fallbackLanguage, isLanguage, type Language } from '@/i18n/languages';

/**
 * The language a URL path is in and the page it names: a path under `/<code>/` is in that language (`/es/proyectos` is
 * Spanish `/proyectos`), any other path in the fallback language (English at the spec's own paths).
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== fallbackLanguage && isLanguage(first)) return { language: first, path: `/${rest.join('/')}` };
  return { language: fallbackLanguage, path: pathname };
}

/** The router's basename for a language: `/` for the fallback language, `/es/` for Spanish. */
export const languageBasename = (language: Language) =>
  language === fallbackLanguage ? '/' : `/${language}/`;

/**
 * A page's path in a language: `/proyectos` is `/es/proyectos` in Spanish, and home `/es/`. Leading slashes and
 * backslashes count as one: `//host` and `/\host` name another origin to a browser, never a page of this one.
 */
export function localizedPath(path: string, language: Language): string {
  const rest = path.replace(/^[/\\]+/, '');
  return language === fallbackLanguage ? `/${rest}` : `${languageBasename(language)}${rest}`;
}

/**
 * A redirect target (a `Location` header, `location.replace`) from a URL's path as the URL gives it (percent-encoded):
 * always on this origin, one leading slash whatever the path began with, and every other character outside a path's
 * own set (a backslash, CR or LF, a space) percent-encoded, so that it can neither leave the origin nor break a header.
 * Self-contained: the language redirect script carries its source (build/inline/language-redirect.ts).
 */
export function sameOriginPath(path: string): string {
  let safe = '/';
  // Kept as they are: unreserved and sub-delimiter characters, ':', '@', '/' and percent-escapes.
  for (const char of path.replace(/^[/\\]+/, ''))
    safe += /[\w\-.~!$&'()*+,;=:@/%]/.test(char)
      ? char
      : Array.from(
          new TextEncoder().encode(char),
          (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
        ).join('');
  return safe;
}
