import { CATEGORIES_FILE, categoriesSource } from '../../content/categories';
import { PROFILE_FILE, profileSource } from '../../content/profile';
import { PROJECTS_FILE, projectsSource } from '../../content/projects';
import { SITE_FILE, siteSource } from '../../content/site';
import { imageFiles } from '@/lib/images';
import { languages } from '@/i18n/languages';
import {
  DEFAULT_URL_WORDS,
  LANGUAGES_FILE,
  siteLanguages,
  type SiteLanguage,
  type UrlWords,
} from './languages';
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

/** Segments no URL word or category slug may be: the languages' folders (`/es/…`), the contact API's and the build's assets. */
const reservedSegments = (languageCodes: readonly string[]) => [...languageCodes, 'api', 'assets'];

type ParsedLanguage = Pick<SiteLanguage, 'code' | 'urlWords'>;
type ParsedCategory = { slug: string; slugs?: Partial<Record<string, string>> };

/**
 * Each language's URLs name each page once: its four URL words differ from one another and from the reserved segments;
 * every category's slug in it differs from the other categories' and from those words, since a category's slug begins
 * its projects' paths (`/{category}/{project}`, beside `/cv` and `/not-found`) and follows the projects word in its own
 * (`/proyectos/{category}`, beside `/proyectos/pagina/2`). Fails naming the file and the field.
 */
export function checkUrlSegments(
  languageList: readonly ParsedLanguage[],
  categories: readonly ParsedCategory[],
) {
  const reserved = reservedSegments(languageList.map((l) => l.code));
  languageList.forEach((language, index) => {
    const words: UrlWords = { ...DEFAULT_URL_WORDS, ...language.urlWords };
    const taken = new Map<string, string>(
      reserved.map((segment) => [segment, `a reserved segment (${reserved.join(', ')})`]),
    );
    for (const [name, word] of Object.entries(words)) {
      const field = language.urlWords?.[name as keyof UrlWords] === undefined ? 'its default' : 'set';
      const other = taken.get(word);
      if (other)
        throw new ContentError(
          `${LANGUAGES_FILE}: siteLanguages[${index}].urlWords.${name}: "${word}" (${field}) is already ${other} in ${language.code}'s URLs: two pages would share one URL`,
        );
      taken.set(word, `the ${name} word`);
    }
    categories.forEach((category, categoryIndex) => {
      const own = category.slugs?.[language.code];
      const slug = own ?? category.slug;
      const field = own === undefined ? 'slug' : `slugs.${language.code}`;
      const other = taken.get(slug);
      if (other)
        throw new ContentError(
          `${CATEGORIES_FILE}: categoriesSource[${categoryIndex}].${field}: "${slug}" is already ${other} in ${language.code}'s URLs`,
        );
      taken.set(slug, `the slug of categoriesSource[${categoryIndex}]`);
    });
  });
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
    projects.map((p) => p.slug),
    PROJECTS_FILE,
    'projectsSource[*].slug',
  );
  assertUnique(
    profile.socials.map((s) => s.id),
    PROFILE_FILE,
    'socials[*].id',
  );

  checkUrlSegments(languageList, categories);

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
