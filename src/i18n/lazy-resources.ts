import type { BackendModule } from 'i18next';

// One chunk per language and namespace: a page loads only the texts of the language it shows.
const loaders = import.meta.glob<{ default: object }>('./locales/*/*.json');

/** The manifest key of a language's namespace chunk, for the prerender step's preload links. */
export const resourceFile = (language: string, namespace: string) =>
  `src/i18n/locales/${language}/${namespace}.json`;

/**
 * i18next backend over the bundled translation chunks. A failed read asks i18next to retry (the
 * spec's 5 retries from 350 ms, doubling; at most 10 reads at once).
 */
export const lazyResources: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} texts in ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default as never),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};
