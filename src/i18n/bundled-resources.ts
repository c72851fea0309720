import enErrors from './locales/en/errors.json';
import esErrors from './locales/es/errors.json';
import type { Language } from './languages';
import { bundledNamespace } from './namespaces';

/**
 * The texts the browser has without downloading them (the error screen's): about 250 bytes per language in the app's
 * code, against a screen that could not say what happened in the visitor's language.
 */
export const bundledResources = {
  en: { [bundledNamespace]: enErrors },
  es: { [bundledNamespace]: esErrors },
} satisfies Record<Language, object>;
