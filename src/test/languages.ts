import { siteLanguages } from '@/content/languages';
import { createI18n } from '@/i18n/create-i18n';
import { fallbackLanguage, languages, type Language } from '@/i18n/languages';

/**
 * The languages tests use, from the site's own list so that an owner's languages keep them green: the fallback (pages
 * at their plain path), and another language than the fallback where the site has one (the fallback on a site with a
 * single language).
 */
export { fallbackLanguage };
export const secondLanguage: Language = languages[1] ?? fallbackLanguage;
/** A site with one language: what moves a visitor between two languages does not exist there. */
export const singleLanguage = secondLanguage === fallbackLanguage;

/** The site's text at `key` in `language`, as a visitor reads it. */
export const t = (language: Language) => createI18n(language).t;

/** A language's regional tag as a browser sends it (`es-MX` for Spanish): its code and its locale's territory. */
export const regionalTag = (language: Language) => {
  const territory = siteLanguages.find((entry) => entry.code === language)?.locale.split('_')[1] ?? 'ZZ';
  return `${language}-${territory}`;
};

/** A language code no site has (not an ISO 639-1 code): a visitor's preference the site cannot meet. */
export const unknownLanguage = 'zz';

/** A language's name in itself, as the language switcher shows it. */
export const languageLabel = (language: Language) =>
  siteLanguages.find((entry) => entry.code === language)?.label ?? language;
