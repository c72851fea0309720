import { readFileSync } from 'node:fs';
import { categoriesSource } from '../src/content/categories';
import { projectsSource } from '../src/content/projects';
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

export const webCategory = '/proyectos/apps-y-plataformas-web';
export const emptyCategories = ['/proyectos/interfaces', '/proyectos/contribuciones-a-comunidad'];
export const projects = projectsSource.map((project) => ({
  ...project,
  categorySlug: categoriesSource.find((c) => c.id === project.categoryId)?.slug ?? '',
}));
export const detailPath = (slug: string) => `/apps-y-plataformas-web/${slug}`;
