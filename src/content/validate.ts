import type { z } from 'zod';
import { CATEGORIES_FILE, categoriesSource } from './categories';
import { PROFILE_FILE, profileSource } from './profile';
import { PROJECTS_FILE, projectsSource } from './projects';
import { imageFiles } from '@/lib/images';
import { languages } from '@/i18n/languages';
import { LANGUAGES_FILE, siteLanguages } from './languages';
import { documentationNamespace } from '@/i18n/namespaces';
import {
  categoryFactsSchema,
  profileSchema,
  documentationTextSchema,
  projectFactsSchema,
  projectTextSchema,
  siteLanguageSchema,
  skillSchema,
} from './schemas';
import { skillSlug } from './skill-list';
import { SKILLS_FILE, skillsSource } from './skills';

/** A content mistake, naming the file and the field at fault. */
export class ContentError extends Error {
  override name = 'ContentError';
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)),
    '',
  );
}

/** Parses `data` with `schema`, or throws one error listing every bad field as `file: field: message`. */
export function parseContent<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  root = '',
): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) =>
      `${file}: ${formatPath([...(root ? [root] : []), ...issue.path]) || '(root)'}: ${issue.message}`,
  );
  throw new ContentError(lines.join('\n'));
}

function parseList<S extends z.ZodType>(schema: S, list: readonly unknown[], file: string, root: string) {
  const errors: string[] = [];
  const parsed: z.output<S>[] = [];
  list.forEach((item, index) => {
    try {
      parsed.push(parseContent(schema, item, file, `${root}[${index}]`));
    } catch (error) {
      errors.push((error as Error).message);
    }
  });
  if (errors.length) throw new ContentError(errors.join('\n'));
  return parsed;
}

function assertUnique(values: readonly (string | number)[], file: string, field: string) {
  const seen = new Set<string | number>();
  for (const [index, value] of values.entries()) {
    if (seen.has(value))
      throw new ContentError(`${file}: ${field.replace('*', String(index))}: duplicate value "${value}"`);
    seen.add(value);
  }
}

export interface TranslationsByLanguage {
  [language: string]: {
    projects: { items: Record<string, unknown>; categories: Record<string, unknown> };
    [namespace: string]: unknown;
  };
}

/**
 * Validates every content file and the links between them: schemas, unique ids and slugs, skill ids that exist,
 * and a text for every project and category in every language. Returns the parsed content.
 */
export function validateContent(translations: TranslationsByLanguage) {
  const languageList = parseList(siteLanguageSchema, siteLanguages, LANGUAGES_FILE, 'siteLanguages');
  assertUnique(
    languageList.map((l) => l.code),
    LANGUAGES_FILE,
    'siteLanguages[*].code',
  );
  const profile = parseContent(profileSchema, profileSource, PROFILE_FILE);
  const skills = parseList(skillSchema, skillsSource, SKILLS_FILE, 'skillsSource');
  const categories = parseList(categoryFactsSchema, categoriesSource, CATEGORIES_FILE, 'categoriesSource');
  const projects = parseList(projectFactsSchema, projectsSource, PROJECTS_FILE, 'projectsSource');

  assertUnique(
    skills.map((s) => s.id),
    SKILLS_FILE,
    'skillsSource[*].id',
  );
  assertUnique(skills.map(skillSlug), SKILLS_FILE, 'skillsSource[*].label');
  assertUnique(
    categories.map((c) => c.id),
    CATEGORIES_FILE,
    'categoriesSource[*].id',
  );
  assertUnique(
    categories.map((c) => c.slug),
    CATEGORIES_FILE,
    'categoriesSource[*].slug',
  );
  assertUnique(
    projects.map((p) => p.slug),
    PROJECTS_FILE,
    'projectsSource[*].slug',
  );

  const skillIds = new Set(skills.map((s) => s.id));
  projects.forEach((project, index) => {
    project.technologies_used.forEach((id, techIndex) => {
      if (!skillIds.has(id)) {
        throw new ContentError(
          `${PROJECTS_FILE}: projectsSource[${index}].technologies_used[${techIndex}]: skill id ${id} does not exist in ${SKILLS_FILE}`,
        );
      }
    });
    project.images.forEach((image, imageIndex) => {
      if (project.images.findIndex((other) => other.id === image.id) !== imageIndex) {
        throw new ContentError(
          `${PROJECTS_FILE}: projectsSource[${index}].images[${imageIndex}].id: duplicate value "${image.id}"`,
        );
      }
    });
  });

  for (const [language, { projects: texts }] of Object.entries(translations)) {
    const file = `src/i18n/locales/${language}/projects.json`;
    for (const project of projects) {
      const root = `items.${project.slug}`;
      const text = parseContent(projectTextSchema, texts.items[project.slug], file, root);
      for (const image of project.images) {
        if (!text.pictures[String(image.id)])
          throw new ContentError(
            `${file}: ${root}.pictures.${image.id}: missing (the alt text of picture ${image.id})`,
          );
      }
      const namespace = documentationNamespace(project.slug);
      const docsFile = `src/i18n/locales/${language}/${namespace}.md`;
      const docs = translations[language]?.[namespace];
      if (!docs) throw new ContentError(`${docsFile}: missing (the documentation of ${project.slug})`);
      const documentation = parseContent(documentationTextSchema, docs, docsFile);
      project.features.forEach((feature) => {
        const featureText = documentation.features[feature.id];
        if (!featureText) throw new ContentError(`${docsFile}: features.${feature.id}: missing`);
        if (feature.hasCaption && !featureText.caption)
          throw new ContentError(`${docsFile}: features.${feature.id}.caption: missing`);
      });
    }
    for (const category of categories) {
      if (!texts.categories[category.id])
        throw new ContentError(`${file}: categories.${category.id}: missing`);
    }
  }
  return { languages: languageList, profile, skills, categories, projects };
}

/** Every file under public/ that the content points at, to check that it exists. */
export function contentPublicPaths(
  content: ReturnType<typeof validateContent>,
): { path: string; field: string }[] {
  return [
    { path: content.profile.image.path, field: `${PROFILE_FILE}: image.path` },
    ...content.languages.flatMap((l, i) => [
      { path: l.flag, field: `${LANGUAGES_FILE}: siteLanguages[${i}].flag` },
      { path: l.notFoundImage, field: `${LANGUAGES_FILE}: siteLanguages[${i}].notFoundImage` },
    ]),
    ...languages.map((l) => ({ path: content.profile.cv[l], field: `${PROFILE_FILE}: cv.${l}` })),
    ...content.skills.map((s, i) => ({
      path: s.img_path,
      field: `${SKILLS_FILE}: skillsSource[${i}].img_path`,
    })),
    ...content.projects.flatMap((p, i) => [
      ...p.images.flatMap((img, j) =>
        imageFiles(img).map((path) => ({
          path,
          field: `${PROJECTS_FILE}: projectsSource[${i}].images[${j}].path`,
        })),
      ),
      ...p.features.flatMap((f, j) => {
        const field = `${PROJECTS_FILE}: projectsSource[${i}].features[${j}].source`;
        const poster = f.source?.poster ? [{ path: f.source.poster, field: `${field}.poster` }] : [];
        const src = f.source?.kind === 'file' && f.source.src.startsWith('/') ? f.source.src : undefined;
        return src ? [...poster, { path: src, field: `${field}.src` }] : poster;
      }),
    ]),
  ];
}
