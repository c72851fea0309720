import { languageDirection, siteLanguages, type SiteLanguage } from '@/content/languages';

export type Direction = ReturnType<typeof languageDirection>;

const entryOf = (code: string): Pick<SiteLanguage, 'code' | 'direction' | 'locale'> | undefined =>
  (siteLanguages as readonly SiteLanguage[]).find((entry) => entry.code === code);

/** Which way a language's pages read: its entry's `direction`, else its code's (a code the site lacks, by its code). */
export function directionOf(code: string): Direction {
  return languageDirection(entryOf(code) ?? { code });
}

/**
 * The BCP 47 locale that dates and numbers are written in on a language's pages: its entry's `locale` (`ar_EG` gives
 * `ar-EG`, and with it the digits of Egypt), else the code itself.
 */
export function localeOf(code: string): string {
  return entryOf(code)?.locale.replace('_', '-') ?? code;
}
