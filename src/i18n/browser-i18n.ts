import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundledResources } from './bundled-resources';
import { directionOf } from './direction';
import { storeLanguage } from './language-choice';
import { fallbackLanguage, toLanguage, type Language } from './languages';
import { lazyResources } from './lazy-resources';
import type { Namespace } from './namespaces';
import { baseOptions } from './options';

/**
 * Sets `<html lang>` and, from the language's entry, `<html dir>`, each only when it changes: writing even the same
 * value makes the browser recompute the style of the whole page (15 ms here), at hydration time.
 */
export function setDocumentLanguage(language: string) {
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
  const direction = directionOf(language);
  if (root.dir !== direction) root.dir = direction;
}

/**
 * The browser's instance, in the URL's language (a visitor who prefers another was sent to its URL before the page
 * painted: build/inline/language-redirect.ts): caches it as the visitor's choice, and loads its texts of the namespaces
 * given (preloaded by the prerendered page); resolves once they are in. Other namespaces load when a component first
 * asks for them.
 */
export async function createBrowserI18n(namespaces: Namespace[], language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (tag) => {
    const shown = toLanguage(tag) ?? fallbackLanguage;
    setDocumentLanguage(shown);
    // Local storage and the cookie keep the language, a task later: both writes are synchronous calls into the
    // browser (milliseconds each on a slow phone) that need not lengthen the task reading the texts at start-up.
    setTimeout(() => storeLanguage(shown));
  });
  await instance
    .use(lazyResources)
    .use(initReactI18next)
    .init({
      ...baseOptions,
      lng: language,
      ns: namespaces,
      // The error screen's texts are there from the start; every other namespace is downloaded.
      resources: bundledResources,
      partialBundledLanguages: true,
      // The backend retries each download itself, as a new request (see lazy-resources.ts).
      maxRetries: 0,
      maxParallelReads: 10,
    });
  return instance;
}
