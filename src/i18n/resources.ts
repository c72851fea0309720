import enGlobal from './locales/en/global.json';
import enMeta from './locales/en/meta.json';
import enProjects from './locales/en/projects.json';
import enProjectVeterinary from './locales/en/projectVeterinary.json';
import { bundledResources } from './bundled-resources';
import esGlobal from './locales/es/global.json';
import esMeta from './locales/es/meta.json';
import esProjects from './locales/es/projects.json';
import esProjectVeterinary from './locales/es/projectVeterinary.json';
import type { Language } from './languages';

export { bundledNamespace, defaultNamespace, namespaces, type Namespace } from './namespaces';

/** English is the reference: `t` is typed from it, and every other language must match its keys. */
export const englishResources = {
  global: enGlobal,
  projects: enProjects,
  projectVeterinary: enProjectVeterinary,
  meta: enMeta,
  ...bundledResources.en,
};

type Resources = typeof englishResources;

// Every language at once, for the prerender step, the server and tests (the browser loads one language's
// namespaces as it needs them, see lazy-resources.ts). `satisfies` makes a key missing from a translation
// a type error; the unit tests also catch keys that only a translation has.
export const resources = {
  en: englishResources,
  es: {
    global: esGlobal,
    projects: esProjects,
    projectVeterinary: esProjectVeterinary,
    meta: esMeta,
    ...bundledResources.es,
  },
} satisfies Record<Language, Resources>;

/** The texts of the project catalogue (the `projects` namespace) in one language. */
export type ProjectsTexts = Resources['projects'];
