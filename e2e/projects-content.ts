import {
  emptyCategories as emptyCategoryList,
  leadCategory,
  projects as allProjects,
  projectsTexts,
} from './content';
import type { Language } from './site';

interface ProjectsTexts {
  labels: Record<string, string>;
  categories: Record<string, { name: string; description: string }>;
  items: Record<string, { title: string; pictures: Record<string, string> }>;
}

/** The catalogue's texts as a visitor reads them, per language, straight from the translation files. */
export const texts = projectsTexts as unknown as Record<Language, ProjectsTexts>;

/** The page of the first category with projects, and those of the categories with none. */
export const webCategory = leadCategory.path;
export const emptyCategories = emptyCategoryList.map((category) => category.path);
export const projects = allProjects;
/** A project's page, by its slug. */
export const detailPath = (slug: string) =>
  allProjects.find((project) => project.slug === slug)?.path ?? `/no-such-category/${slug}`;
