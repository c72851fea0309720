import enGlobal from './locales/en/global.json';
import enProjects from './locales/en/projects.json';
import enProjectVeterinary from './locales/en/projectVeterinary.json';
import esGlobal from './locales/es/global.json';
import esProjects from './locales/es/projects.json';
import esProjectVeterinary from './locales/es/projectVeterinary.json';
import type { Language } from './languages';

export const namespaces = ['global', 'projects', 'projectVeterinary'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'global';

/** English is the reference: `t` is typed from it, and every other language must match its keys. */
export const englishResources = {
  global: enGlobal,
  projects: enProjects,
  projectVeterinary: enProjectVeterinary,
};

type Resources = typeof englishResources;

// Every language is bundled: text never waits on a network request. `satisfies` makes a key missing
// from a translation a type error; the unit tests also catch keys that only a translation has.
export const resources = {
  en: englishResources,
  es: { global: esGlobal, projects: esProjects, projectVeterinary: esProjectVeterinary },
} satisfies Record<Language, Resources>;
