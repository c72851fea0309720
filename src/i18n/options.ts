import { fallbackLanguage, languages } from './languages';
import { defaultNamespace, namespaces } from './namespaces';

/** Options shared by the server's instances and the browser's, so that a hydrated page matches its HTML. */
export const baseOptions = {
  fallbackLng: fallbackLanguage,
  supportedLngs: [...languages],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: [...namespaces],
  defaultNS: defaultNamespace,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
} as const;
