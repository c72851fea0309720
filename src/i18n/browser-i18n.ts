import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { baseOptions } from './create-i18n';
import { detectionOrder, LANGUAGE_STORAGE, toLanguage } from './languages';

const ONE_YEAR_MINUTES = 60 * 24 * 365;

/** The browser's instance: detects the language in the spec's order and caches the choice. */
export function createBrowserI18n(): i18n {
  const instance = i18next.createInstance();
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      detection: {
        order: [...detectionOrder],
        lookupQuerystring: LANGUAGE_STORAGE.query,
        lookupCookie: LANGUAGE_STORAGE.cookie,
        lookupLocalStorage: LANGUAGE_STORAGE.localStorage,
        lookupSessionStorage: LANGUAGE_STORAGE.sessionStorage,
        caches: ['localStorage', 'cookie'],
        cookieMinutes: ONE_YEAR_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (tag: string) => toLanguage(tag) ?? tag,
      },
    });
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = toLanguage(language) ?? baseOptions.fallbackLng;
  });
  return instance;
}
