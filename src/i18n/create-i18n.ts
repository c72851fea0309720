import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fallbackLanguage, languages, type Language } from './languages';
import { defaultNamespace, namespaces, resources } from './resources';

/** Shared options: the server renders and the browser hydrates with the same configuration. */
export const baseOptions = {
  resources,
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

/** A fresh instance fixed to one language, for prerendering and tests. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions, lng: language });
  return instance;
}
