import { CATEGORIES_FILE, categoriesSource } from '../../content/categories';
import { PROFILE_FILE, profileSource } from '../../content/profile';
import { PROJECTS_FILE, projectsSource } from '../../content/projects';
import { SITE_FILE, siteSource } from '../../content/site';
import { imageFiles } from '@/lib/images';
import { languages } from '@/i18n/languages';
import { LANGUAGES_FILE, siteLanguages } from './languages';
import { routes } from '@/lib/routes';
import { assertUnique, ContentError, parseContent, parseList } from './parse';
import {
  categoryFactsSchema,
  profileSchema,
  projectFactsSchema,
  siteLanguageSchema,
  siteSchema,
  skillSchema,
} from './schemas';
import { skillSlug } from './skill-list';
import { SKILLS_FILE, skillsSource } from '../../content/skills';
import { validateResume } from './validate-resume';
import { type TranslationsByLanguage, validateTexts } from './validate-texts';

export { ContentError, parseContent } from './parse';
export type { TranslationsByLanguage } from './validate-texts';

/**
 * The path segments a category's slug cannot be: the fixed routes' segments, the first (`/proyectos`, `/not-found`)
 * since a category's slug begins its projects' paths, and the later ones (`pagina`) since it follows `/proyectos/` in
 * its own, where `/proyectos/pagina/2` would read as a page of all projects; then the languages' (`/es/…`), the
 * contact API's and the build's assets.
 */
function reservedSegments(languageCodes: readonly string[]): string[] {
  const fixed = Object.values(routes).flatMap(({ path }) =>
    path.split('/').filter((segment) => segment && !segment.startsWith(':')),
  );
  return [...new Set([...fixed, ...languageCodes, 'api', 'assets'])];
}

/**
 * Validates every content file and the links between them: schemas, unique ids and slugs, skill and category ids
 * that exist, and the texts the content needs in every language (validate-texts.ts). Returns the parsed content.
 */
export function validateContent(translations: TranslationsByLanguage) {
  const languageList = parseList(siteLanguageSchema, siteLanguages, LANGUAGES_FILE, 'siteLanguages');
  assertUnique(
    languageList.map((l) => l.code),
    LANGUAGES_FILE,
    'siteLanguages[*].code',
  );
  const site = parseContent(siteSchema, siteSource, SITE_FILE);
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
  assertUnique(
    profile.socials.map((s) => s.id),
    PROFILE_FILE,
    'socials[*].id',
  );

  const reserved = reservedSegments(languageList.map((l) => l.code));
  categories.forEach((category, index) => {
    if (reserved.includes(category.slug))
      throw new ContentError(
        `${CATEGORIES_FILE}: categoriesSource[${index}].slug: "${category.slug}" is taken by the site's own paths (${reserved.join(', ')})`,
      );
  });

  const skillIds = new Set(skills.map((s) => s.id));
  const categoryIds = categories.map((c) => c.id);
  projects.forEach((project, index) => {
    if (!categoryIds.includes(project.categoryId))
      throw new ContentError(
        `${PROJECTS_FILE}: projectsSource[${index}].categoryId: category "${project.categoryId}" does not exist in ${CATEGORIES_FILE} (${categoryIds.join(', ')})`,
      );
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

  validateTexts(translations, { profile, categories, projects, languages: languageList });
  const resume = validateResume(translations, { skillIds, projectSlugs: projects.map((p) => p.slug) });
  return { site, languages: languageList, profile, skills, categories, projects, resume };
}

/** Every file under content/public/ that the content points at, to check that it exists. */
export function contentPublicPaths(
  content: ReturnType<typeof validateContent>,
): { path: string; field: string }[] {
  return [
    ...imageFiles(content.profile.image).map((path) => ({ path, field: `${PROFILE_FILE}: image.path` })),
    ...content.profile.socials.map((social, i) => ({
      path: social.icon,
      field: `${PROFILE_FILE}: socials[${i}].icon`,
    })),
    ...content.languages.flatMap((l, i) => [
      { path: l.flag, field: `${LANGUAGES_FILE}: siteLanguages[${i}].flag` },
      { path: l.notFoundImage, field: `${LANGUAGES_FILE}: siteLanguages[${i}].notFoundImage` },
    ]),
    ...languages.flatMap((l) => {
      const path = content.profile.cv?.[l];
      return path ? [{ path, field: `${PROFILE_FILE}: cv.${l}` }] : [];
    }),
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
      ...(p.features ?? []).flatMap((f, j) => {
        const field = `${PROJECTS_FILE}: projectsSource[${i}].features[${j}].source`;
        const poster = f.source?.poster ? [{ path: f.source.poster, field: `${field}.poster` }] : [];
        const src = f.source?.kind === 'file' && f.source.src.startsWith('/') ? f.source.src : undefined;
        return src ? [...poster, { path: src, field: `${field}.src` }] : poster;
      }),
    ]),
  ];
}
