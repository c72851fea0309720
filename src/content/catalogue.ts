import type { Language } from '@/i18n/languages';
import type { ProjectsTexts } from '@/i18n/resources';
import { categoriesSource } from '../../content/categories';
import type { CatalogueSlugs } from '@/lib/routes';
import type { PostSlugs } from './blog-pages';
import { categorySlugOf } from './category-slugs';
import { dependencyLists } from './dependencies';
import { projectsSource } from '../../content/projects';
import type {
  Category,
  CategoryFacts,
  DocumentationTexts,
  Project,
  ProjectDocumentation,
  ProjectFacts,
} from './schemas';

type ProjectText = { title: string; short_description: string };

// The sources are checked by zod at build and test time (validate.ts); here they are only typed, so the client ships no zod.
const projectFacts = projectsSource as ProjectFacts[];
const categoryFacts: readonly CategoryFacts[] = categoriesSource;

function projectText(texts: ProjectsTexts, slug: string): ProjectText | undefined {
  return (texts.items as Record<string, ProjectText | undefined>)[slug];
}

function toProject(facts: ProjectFacts, texts: ProjectsTexts): Project {
  const text = projectText(texts, facts.slug);
  return {
    title: text?.title ?? facts.slug,
    short_description: text?.short_description ?? '',
    technologies_used: facts.technologies_used,
    slug: facts.slug,
    images: facts.images,
  };
}

/** Whether a slug names a project of the catalogue (which then has its documentation namespace). */
export const isProjectSlug = (projectSlug: string | undefined) =>
  projectFacts.some((p) => p.slug === projectSlug);

const catalogueCache = new WeakMap<ProjectsTexts, Map<Language, Category[]>>();

/**
 * The categories with their projects in one language (the spec's parallel en and es catalogues), built from that
 * language's `projects` texts, each category with its URL segment in `language`'s URLs.
 */
export function getCatalogue(texts: ProjectsTexts, language: Language): Category[] {
  const byLanguage = catalogueCache.get(texts) ?? new Map<Language, Category[]>();
  catalogueCache.set(texts, byLanguage);
  const cached = byLanguage.get(language);
  if (cached) return cached;
  // Every category has its texts in every language (validate.ts); the id stands in should one be missing.
  const categoryTexts = texts.categories as Record<string, { name: string; description: string } | undefined>;
  const catalogue = categoryFacts.map((category) => ({
    id: category.id,
    category: categoryTexts[category.id]?.name ?? category.id,
    description: categoryTexts[category.id]?.description ?? '',
    slug: categorySlugOf(category, language),
    projects: projectFacts.filter((p) => p.categoryId === category.id).map((p) => toProject(p, texts)),
  }));
  byLanguage.set(language, catalogue);
  return catalogue;
}

/** How many projects the categories hold: as many cards as "all projects" lists, a page at a time. */
export const projectCount = (categories: readonly Category[]) =>
  categories.reduce((sum, category) => sum + category.projects.length, 0);

/** The category whose segment in `language`'s URLs is `categorySlug`. */
export function findCategory(
  texts: ProjectsTexts,
  categorySlug: string | undefined,
  language: Language,
): Category | undefined {
  return getCatalogue(texts, language).find((category) => category.slug === categorySlug);
}

/** The category and project of a detail URL in `language`, or undefined when either slug is unknown. */
export function findProject(
  texts: ProjectsTexts,
  categorySlug: string | undefined,
  projectSlug: string | undefined,
  language: Language,
) {
  const category = findCategory(texts, categorySlug, language);
  const project = category?.projects.find((p) => p.slug === projectSlug);
  return category && project ? { category, project } : undefined;
}

/**
 * A project's documentation in one language: links, dependencies, extended description, article and feature videos,
 * from its facts and its compiled Markdown (`docs/{slug}` namespace).
 */
export function getDocumentation(
  projectSlug: string,
  text: DocumentationTexts | undefined,
): ProjectDocumentation | undefined {
  const facts = projectFacts.find((p) => p.slug === projectSlug);
  if (!facts || !text) return undefined;
  return {
    links: facts.links ?? {},
    dependencies: dependencyLists(facts.dependencies),
    description: text.description,
    ...(text.article ? { article: text.article } : {}),
    features: (facts.features ?? []).map((feature) => {
      const featureText = text.features[feature.id];
      return {
        id: feature.id,
        title: featureText?.title ?? feature.id,
        ...(feature.source ? { source: feature.source } : {}),
        ...(feature.hasCaption && featureText?.caption ? { caption: featureText.caption } : {}),
      };
    }),
  };
}

/**
 * The catalogue's slugs in `language`'s URLs, for prerendering and the sitemap, with the posts given (a language's
 * published posts, src/content/blog-pages.ts `postSlugsIn`: a post's slug and tags are the same in every language's
 * URLs; which posts a language has is its own). A module without the posts' list, which Node alone can import.
 */
export function cataloguePaths(language: Language, posts: readonly PostSlugs[] = []): CatalogueSlugs {
  return {
    posts,
    categories: categoryFacts.map((c) => categorySlugOf(c, language)),
    projects: projectFacts.flatMap((p) => {
      const category = categoryFacts.find((c) => c.id === p.categoryId);
      return category ? [{ categorySlug: categorySlugOf(category, language), projectSlug: p.slug }] : [];
    }),
  };
}
