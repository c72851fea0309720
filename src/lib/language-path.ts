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

/** A page's path in a language: `/proyectos` is `/es/proyectos` in Spanish, and home `/es/`. */
export function localizedPath(path: string, language: Language): string {
  if (language === fallbackLanguage) return path;
  return `${languageBasename(language)}${path.replace(/^\//, '')}`;
}
