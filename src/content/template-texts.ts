import type referenceErrors from '../../samples/content/texts/en/errors.json';
import type referenceGlobal from '../../samples/content/texts/en/global.json';
import type referenceHome from '../../samples/content/texts/en/home.json';
import type referenceMeta from '../../samples/content/texts/en/meta.json';
import type referenceProjects from '../../samples/content/texts/en/projects.json';
import type referenceResume from '../../samples/content/texts/en/resume.json';

/**
 * The template's texts: the sample's English files, which the template keeps complete (a template update that adds
 * a text adds it there, in every language of the sample). `t` is typed from them, and the build asks every language
 * of the owner's for each of their keys (template-text-keys.ts), whatever the owner's own languages are.
 */
export type TemplateTexts = {
  global: typeof referenceGlobal;
  home: typeof referenceHome;
  projects: typeof referenceProjects;
  resume: typeof referenceResume;
  meta: typeof referenceMeta;
  errors: typeof referenceErrors;
};
