import { fallbackLanguage, languages } from './languages';
import { defaultNamespace, namespaces } from './namespaces';

/**
 * English stands in for an unsupported language; a supported one never needs another's texts, since every language has
 * every key (resources.test.ts). So the browser loads only the visitor's language, not English as well.
 */
const fallbackLng = {
  default: [fallbackLanguage],
  ...Object.fromEntries(languages.map((language) => [language, [] as string[]])),
};

/** Options shared by the server's instances and the browser's, so that a hydrated page matches its HTML. */
export const baseOptions = {
  fallbackLng,
  supportedLngs: [...languages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: [...namespaces],
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} as const;
