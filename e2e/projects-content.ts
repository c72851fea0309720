import { readFileSync } from 'node:fs';
import { categoriesSource } from '../src/content/categories';
import { projectsSource } from '../src/content/projects';
import { emptyCategories as emptyCategoryList, leadCategory, projects as allProjects } from './content';
import type { Language } from './site';

interface ProjectsTexts {
  labels: Record<string, string>;
  categories: Record<string, { name: string; description: string }>;
  items: Record<string, { title: string; features: Record<string, { title: string; caption?: string }> }>;
}

/** The catalogue's texts as a visitor reads them, per language, straight from the translation files. */
export const texts = Object.fromEntries(
  (['en', 'es'] as const).map((language) => [
    language,
    JSON.parse(readFileSync(`src/i18n/locales/${language}/projects.json`, 'utf8')) as ProjectsTexts,
  ]),
) as Record<Language, ProjectsTexts>;

/** The page of the first category with projects, and those of the categories with none. */
export const webCategory = leadCategory.path;
export const emptyCategories = emptyCategoryList.map((category) => category.path);
export const projects = projectsSource.map((project) => ({
  ...project,
  categorySlug: categoriesSource.find((c) => c.id === project.categoryId)?.slug ?? '',
}));
/** A project's page, by its slug. */
export const detailPath = (slug: string) =>
  allProjects.find((project) => project.slug === slug)?.path ?? `/no-such-category/${slug}`;
