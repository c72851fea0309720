import type referenceBlog from '../../samples/content/texts/en/blog.json';
import type referenceErrors from '../../samples/content/texts/en/errors.json';
import type referenceGlobal from '../../samples/content/texts/en/global.json';
import type referenceHome from '../../samples/content/texts/en/home.json';
import type referenceMeta from '../../samples/content/texts/en/meta.json';
import type referenceProjects from '../../samples/content/texts/en/projects.json';
import type referenceResume from '../../samples/content/texts/en/resume.json';

import type { OptionalTexts } from '@/i18n/optional-texts';

/** The sample's texts with those an owner writes only for content they have made optional (optional-texts.ts). */
type Global = Omit<typeof referenceGlobal, 'social'> & OptionalTexts['global'];
type Home = Omit<typeof referenceHome, 'about' | 'contact'> & {
  about: Omit<(typeof referenceHome)['about'], 'disc' | 'disc_label'> & OptionalTexts['home']['about'];
  contact: Omit<(typeof referenceHome)['contact'], 'phone_link'> & OptionalTexts['home']['contact'];
};
/** The tags are the owner's: their ids are the keys of `tags`, the same in every language. */
type Blog = Omit<typeof referenceBlog, 'tags'> & { tags: Record<string, string> };
type Resume = Omit<typeof referenceResume, 'page'> & {
  page: Omit<(typeof referenceResume)['page'], 'phone'> & OptionalTexts['resume']['page'];
};

/**
 * The template's texts: the sample's English files, which the template keeps complete (a template update that adds
 * a text adds it there, in every language of the sample). `t` is typed from them, and the build asks every language
 * of the owner's for each of their keys (template-text-keys.ts), whatever the owner's own languages are.
 */
export type TemplateTexts = {
  global: Global;
  home: Home;
  projects: typeof referenceProjects;
  resume: Resume;
  meta: typeof referenceMeta;
  errors: typeof referenceErrors;
  blog: Blog;
};
