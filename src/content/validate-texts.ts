import { TEXTS_DIR } from './paths';
import type { z } from 'zod';
import { documentationNamespace } from '@/i18n/namespaces';
import { missingPluralForms, pluralForms } from '@/i18n/plural-forms';
import { dependencyLists } from './dependencies';
import { ContentError, parseContent } from './parse';
import { PROFILE_FILE } from '../../content/profile';
import { socialNameKey } from './social-links';
import { templateKeyProblems } from './template-text-keys';
import {
  aboutTextsSchema,
  categoryTextSchema,
  documentationTextSchema,
  heroTextsSchema,
  type categoryFactsSchema,
  type profileSchema,
  type projectFactsSchema,
  projectTextSchema,
} from './schemas';

/** Every language's texts, by namespace, as the build and the tests load them. */
export interface TranslationsByLanguage {
  [language: string]: {
    projects: { items: Record<string, unknown>; categories: Record<string, unknown> };
    [namespace: string]: unknown;
  };
}

interface Facts {
  /** The site's languages, the first the reference of the others' plural forms. */
  languages?: readonly { code: string; locale: string }[];
  profile: z.output<typeof profileSchema>;
  categories: z.output<typeof categoryFactsSchema>[];
  projects: z.output<typeof projectFactsSchema>[];
}

const localeFile = (language: string, namespace: string) => `${TEXTS_DIR}/${language}/${namespace}.json`;

/** The text at a dotted `key` of a namespace's texts, if it is one. */
function textAt(texts: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      texts,
    );
  return typeof value === 'string' && value ? value : undefined;
}

/** Every text of a namespace's texts, by its dotted key. */
function textsOf(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textsOf(child, Array.isArray(value) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * The texts the profile's optional facts need, where it has them (optional in the type of `t` too,
 * src/i18n/optional-texts.ts): the DISC link's with `discUrl`, the phone's with `phone`; without a phone no text may
 * say `{{phone}}`.
 */
function validateOptionalTexts(language: string, namespaces: TranslationsByLanguage[string], facts: Facts) {
  const needed = [
    ...(facts.profile.discUrl
      ? [
          { namespace: 'home', key: 'about.disc', why: 'the DISC link', fact: 'discUrl' },
          { namespace: 'home', key: 'about.disc_label', why: 'the DISC link', fact: 'discUrl' },
        ]
      : []),
    ...(facts.profile.phone
      ? [
          { namespace: 'home', key: 'contact.phone_link', why: 'the phone link', fact: 'phone' },
          { namespace: 'resume', key: 'page.phone', why: 'the phone on the résumé', fact: 'phone' },
        ]
      : []),
  ];
  for (const { namespace, key, why, fact } of needed) {
    if (!textAt(namespaces[namespace], key))
      throw new ContentError(
        `${localeFile(language, namespace)}: ${key}: missing (the text of ${why}: ${PROFILE_FILE} has ${fact})`,
      );
  }
  if (facts.profile.phone) return;
  for (const [namespace, texts] of Object.entries(namespaces)) {
    if (namespace.includes('/')) continue;
    for (const [key, text] of textsOf(texts))
      if (text.includes('{{phone}}'))
        throw new ContentError(
          `${localeFile(language, namespace)}: ${key}: says {{phone}}, but ${PROFILE_FILE} has no phone: take it out of the text, or add your phone`,
        );
  }
}

/**
 * A project's texts in one language: its card and alt texts, its dependency groups' names, its documentation and
 * every feature's title.
 */
function validateProjectTexts(
  translations: TranslationsByLanguage,
  language: string,
  project: Facts['projects'][number],
) {
  const file = localeFile(language, 'projects');
  const root = `items.${project.slug}`;
  const text = parseContent(
    projectTextSchema,
    translations[language]?.projects.items[project.slug],
    file,
    root,
  );
  for (const image of project.images) {
    if (!text.pictures[String(image.id)])
      throw new ContentError(
        `${file}: ${root}.pictures.${image.id}: missing (the alt text of picture ${image.id})`,
      );
  }
  for (const { group } of dependencyLists(project.dependencies)) {
    if (group && !textAt(translations[language]?.projects, `dependency_groups.${group}`))
      throw new ContentError(
        `${file}: dependency_groups.${group}: missing (the name of a dependency group of ${project.slug})`,
      );
  }
  const namespace = documentationNamespace(project.slug);
  const docsFile = `${TEXTS_DIR}/${language}/${namespace}.md`;
  const docs = translations[language]?.[namespace];
  if (!docs) throw new ContentError(`${docsFile}: missing (the documentation of ${project.slug})`);
  const documentation = parseContent(documentationTextSchema, docs, docsFile);
  project.features?.forEach((feature) => {
    const featureText = documentation.features[feature.id];
    if (!featureText) throw new ContentError(`${docsFile}: features.${feature.id}: missing`);
    if (feature.hasCaption && !featureText.caption)
      throw new ContentError(`${docsFile}: features.${feature.id}.caption: missing`);
  });
}

/**
 * Checks that every language has the texts the content needs, naming the file and the key: each project's and
 * category's, each social link's name, the texts of the profile's optional facts it has, and the lists of home (the
 * typing line's phrases, the about-me paragraphs: any number but none).
 */
/**
 * The posts' tags are the keys of `tags` in each language's blog.json (a post's front matter names them: the build
 * refuses any other, build/posts/front-matter.ts): the same in every language, each with its name.
 */
function validateTagNames(translations: TranslationsByLanguage, language: string) {
  const tagsOf = (code: string) => {
    const tags = (translations[code]?.['blog'] as { tags?: unknown } | undefined)?.tags ?? {};
    return typeof tags === 'object' && tags !== null ? (tags as Record<string, unknown>) : {};
  };
  const file = localeFile(language, 'blog');
  const own = tagsOf(language);
  for (const [tag, name] of Object.entries(own))
    if (typeof name !== 'string' || !name.trim())
      throw new ContentError(`${file}: tags.${tag}: must be the tag's name`);
  for (const [code] of Object.entries(translations)) {
    const missing = Object.keys(tagsOf(code)).filter((tag) => !(tag in own));
    if (missing.length)
      throw new ContentError(
        `${file}: ${missing.map((tag) => `tags.${tag}`).join(', ')}: missing (a tag of ${localeFile(code, 'blog')}: every language names the same tags)`,
      );
  }
}

export function validateTexts(translations: TranslationsByLanguage, facts: Facts) {
  const [first] = facts.languages ?? [];
  for (const { code, locale } of facts.languages ?? []) {
    const reference = first && translations[first.code];
    const texts = translations[code];
    if (!reference || !texts) continue;
    for (const namespace of Object.keys(reference)) {
      const missing = missingPluralForms(reference[namespace], texts[namespace], locale);
      if (missing.length)
        throw new ContentError(
          `${localeFile(code, namespace)}: ${missing.join(', ')}: missing (${locale}'s plural rules use the forms ${pluralForms(locale).join(', ')}: write each; README: "Add a language")`,
        );
    }
  }
  const lacking = templateKeyProblems(translations);
  if (lacking.length)
    throw new ContentError(
      `texts missing (the template's: each is in samples/content/texts/en/ with the sample's words; write it in each language. README: "Take the template's updates"):\n  ${lacking.join('\n  ')}`,
    );
  for (const [language, namespaces] of Object.entries(translations)) {
    const globalFile = localeFile(language, 'global');
    parseContent(heroTextsSchema, namespaces['global'], globalFile);
    facts.profile.socials.forEach((social, index) => {
      const key = socialNameKey(social);
      if (!textAt(namespaces['global'], key))
        throw new ContentError(
          `${globalFile}: ${key}: missing (the name of the ${social.id} link, ${PROFILE_FILE}: socials[${index}])`,
        );
    });
    parseContent(aboutTextsSchema, namespaces['home'], localeFile(language, 'home'));
    validateOptionalTexts(language, namespaces, facts);
    for (const project of facts.projects) validateProjectTexts(translations, language, project);
    validateTagNames(translations, language);
    const file = localeFile(language, 'projects');
    for (const category of facts.categories) {
      const root = `categories.${category.id}`;
      const text = namespaces.projects.categories[category.id];
      if (!text) throw new ContentError(`${file}: ${root}: missing`);
      parseContent(categoryTextSchema, text, file, root);
    }
  }
}
