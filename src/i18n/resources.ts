import type { CompiledPost } from '@/content/post-types';
import type { DocumentationTexts } from '@/content/schemas';
import type { TemplateTexts } from '@/content/template-texts';
import { languages, type Language } from './languages';
import { namespaces, type DocumentationNamespace, type PostNamespace } from './namespaces';

export { bundledNamespace, defaultNamespace, namespaces, type Namespace } from './namespaces';

/** What `t` is typed from: the template's texts (the build asks every language for each of their keys). */
export type Resources = TemplateTexts;

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

// Each post in each language it is written in (build/plugins/posts.ts), as the `post/{slug}` namespace.
const posts = import.meta.glob<CompiledPost>('/content/posts/*/*.md', { eager: true, import: 'default' });

function resourcesOf(language: Language) {
  const postTexts = Object.entries(posts).flatMap(([file, post]) =>
    file.endsWith(`/${language}.md`) ? [[`post/${file.split('/').at(-2) ?? ''}`, post]] : [],
  );
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
    ...postTexts,
  ]);
}

// Every language at once, for the prerender step, the server and tests (the browser loads one language's
// namespaces as it needs them, see lazy-resources.ts). A translation is typed as English: the unit tests check
// that its keys are exactly English's (resources.test.ts).
export const resources = Object.fromEntries(
  languages.map((language) => [language, resourcesOf(language)]),
) as Record<
  Language,
  Resources & Record<DocumentationNamespace, DocumentationTexts> & Record<PostNamespace, CompiledPost>
>;

/** The texts of the project catalogue (the `projects` namespace) in one language. */
export type ProjectsTexts = Resources['projects'];
