import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { bundledResources } from './bundled-resources';
import { detectionOrder, fallbackLanguage, LANGUAGE_STORAGE, toLanguage } from './languages';
import { lazyResources } from './lazy-resources';
import type { Namespace } from './namespaces';
import { baseOptions } from './options';

const ONE_YEAR_MINUTES = 60 * 24 * 365;
/** Where the language is kept once detected or chosen, in the detector's names. */
const LANGUAGE_CACHES = ['localStorage', 'cookie'];

/**
 * Sets `<html lang>`, only when it changes: writing even the same value makes the browser recompute the style of
 * the whole page (15 ms here), at hydration time.
 */
export function setDocumentLanguage(language: string) {
  if (document.documentElement.lang !== language) document.documentElement.lang = language;
}

/**
 * The browser's instance: detects the language in the spec's order, caches the choice, and loads
 * that language's texts of the namespaces given (preloaded by the prerendered page); resolves once
 * they are in. Other namespaces load when a component first asks for them.
 */
export async function createBrowserI18n(namespaces: Namespace[]): Promise<i18n> {
  const instance = i18next.createInstance();
  const detector = new LanguageDetector();
  instance.on('languageChanged', (language) => {
    setDocumentLanguage(toLanguage(language) ?? fallbackLanguage);
    // Local storage and the cookie keep the language, a task later: both writes are synchronous calls into the
    // browser (milliseconds each on a slow phone) that need not lengthen the task reading the texts at start-up.
    setTimeout(() => detector.cacheUserLanguage(language, LANGUAGE_CACHES));
  });
  await instance
    .use(detector)
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      ns: namespaces,
      // The error screen's texts are there from the start; every other namespace is downloaded.
      resources: bundledResources,
      partialBundledLanguages: true,
      // The backend retries each download itself, as a new request (see lazy-resources.ts).
      maxRetries: 0,
      maxParallelReads: 10,
      detection: {
        order: [...detectionOrder],
        lookupQuerystring: LANGUAGE_STORAGE.query,
        lookupCookie: LANGUAGE_STORAGE.cookie,
        lookupLocalStorage: LANGUAGE_STORAGE.localStorage,
        lookupSessionStorage: LANGUAGE_STORAGE.sessionStorage,
        caches: [],
        cookieMinutes: ONE_YEAR_MINUTES,
        cookieOptions: { path: '/', sameSite: 'lax' },
        convertDetectedLanguage: (tag: string) => toLanguage(tag) ?? tag,
      },
    });
  return instance;
}
