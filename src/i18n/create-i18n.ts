import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from './languages';
import { baseOptions } from './options';
import { resources } from './resources';

/** A fresh instance fixed to one language with every text loaded, for prerendering and tests. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions, resources, lng: language });
  return instance;
}
