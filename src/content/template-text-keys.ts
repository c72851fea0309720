import referenceBlog from '../../samples/content/texts/en/blog.json';
import referenceErrors from '../../samples/content/texts/en/errors.json';
import referenceGlobal from '../../samples/content/texts/en/global.json';
import referenceHome from '../../samples/content/texts/en/home.json';
import referenceMeta from '../../samples/content/texts/en/meta.json';
import referenceProjects from '../../samples/content/texts/en/projects.json';
import referenceResume from '../../samples/content/texts/en/resume.json';
import { anyPluralForm } from '@/i18n/plural-forms';
import { TEXTS_DIR } from './paths';
import type { TemplateTexts } from './template-texts';

/** The template's texts (template-texts.ts), by namespace. */
export const templateTexts: TemplateTexts = {
  global: referenceGlobal,
  home: referenceHome,
  projects: referenceProjects,
  resume: referenceResume,
  meta: referenceMeta,
  errors: referenceErrors,
  blog: referenceBlog,
};

/**
 * The parts of a namespace that are the owner's, not the template's: what they list (projects, categories, jobs,
 * social links) is checked against their facts (validate-texts.ts, validate-resume.ts), in whatever number they have.
 */
const OWNER_PARTS: Record<string, readonly string[]> = {
  global: ['owner', 'social'],
  projects: ['items', 'categories', 'dependency_groups'],
  resume: ['experience', 'education', 'languages', 'certifications'],
  blog: ['tags'],
};

/**
 * Texts a language needs only with the content they belong to (`namespace:key`, and every key under it): the build asks
 * for them where the content has it (validate-texts.ts, src/i18n/optional-texts.ts).
 */
export const OPTIONAL_TEMPLATE_KEYS: readonly string[] = [
  'home:about.disc',
  'home:about.disc_label',
  'home:contact.phone_link',
  'resume:page.phone',
];

const isOptional = (namespace: string, key: string) =>
  [
    ...(OWNER_PARTS[namespace] ?? []),
    ...OPTIONAL_TEMPLATE_KEYS.filter((k) => k.startsWith(`${namespace}:`)).map((k) =>
      k.slice(namespace.length + 1),
    ),
  ].some((part) => key === part || key.startsWith(`${part}.`));

/** The dotted keys of texts, a list as one key and a plural key's forms as one (plural-forms.ts checks those). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  return [anyPluralForm(prefix)];
}

/** The template's keys that a namespace's texts lack (the owner's own parts left out). */
export function missingTemplateKeys(namespace: string, reference: unknown, texts: unknown): string[] {
  const present = new Set(keysOf(texts));
  return [...new Set(keysOf(reference))].filter((key) => !present.has(key) && !isOptional(namespace, key));
}

/**
 * Every file of every language that lacks a text of the template, with the keys: a template update that added a text
 * names each language file of the owner's that must have it (README: "Take the template's updates").
 */
export function templateKeyProblems(
  translations: Record<string, Record<string, unknown>>,
  reference: Record<string, unknown> = templateTexts,
): string[] {
  return Object.entries(translations).flatMap(([language, namespaces]) =>
    Object.entries(reference).flatMap(([namespace, template]) => {
      const missing = missingTemplateKeys(namespace, template, namespaces[namespace]);
      return missing.length ? [`${TEXTS_DIR}/${language}/${namespace}.json: ${missing.join(', ')}`] : [];
    }),
  );
}
