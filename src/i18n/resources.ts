import enErrors from '../../content/texts/en/errors.json';
import enGlobal from '../../content/texts/en/global.json';
import enHome from '../../content/texts/en/home.json';
import enMeta from '../../content/texts/en/meta.json';
import enProjects from '../../content/texts/en/projects.json';
import enResume from '../../content/texts/en/resume.json';
import type { DocumentationTexts } from '@/content/schemas';
import { languages, type Language } from './languages';
import { bundledNamespace, namespaces, type DocumentationNamespace } from './namespaces';
import type { OptionalTexts } from './optional-texts';

export { bundledNamespace, defaultNamespace, namespaces, type Namespace } from './namespaces';

/**
 * English is the reference: `t` is typed from it, and every other language must match its keys. The texts an owner
 * writes only for content they have are typed as optional (optional-texts.ts), whether English has them or not.
 */
export const englishResources = {
  global: enGlobal as typeof enGlobal & OptionalTexts['global'],
  home: enHome as typeof enHome & OptionalTexts['home'],
  projects: enProjects,
  resume: enResume as typeof enResume & OptionalTexts['resume'],
  meta: enMeta,
  [bundledNamespace]: enErrors,
};

type Resources = typeof englishResources;

// Every configured language's folder, whichever languages content/languages.ts lists.
const files = import.meta.glob<Record<string, unknown>>('/content/texts/*/*.json', {
  eager: true,
  import: 'default',
});
// Each project's documentation, compiled from Markdown (build/plugins/project-docs.ts); the build checks that every
// project has one in every language (src/content/validate.ts).
const documentation = import.meta.glob<DocumentationTexts>('/content/texts/*/docs/*.md', {
  eager: true,
  import: 'default',
});

function resourcesOf(language: Language) {
  const prefix = `/content/texts/${language}/`;
  const docs = Object.entries(documentation).flatMap(([file, texts]) =>
    file.startsWith(`${prefix}docs/`) ? [[file.slice(prefix.length, -'.md'.length), texts]] : [],
  );
  return Object.fromEntries([
    ...namespaces.map((namespace) => {
      const texts = files[`${prefix}${namespace}.json`];
      if (!texts) throw new Error(`content/texts/${language}/${namespace}.json: missing`);
      return [namespace, texts];
    }),
    ...docs,
  ]);
}

// Every language at once, for the prerender step, the server and tests (the browser loads one language's
// namespaces as it needs them, see lazy-resources.ts). A translation is typed as English: the unit tests check
// that its keys are exactly English's (resources.test.ts).
export const resources = Object.fromEntries(
  languages.map((language) => [language, resourcesOf(language)]),
) as Record<Language, Resources & Record<DocumentationNamespace, DocumentationTexts>>;

/** The texts of the project catalogue (the `projects` namespace) in one language. */
export type ProjectsTexts = Resources['projects'];
