import type { z } from 'zod';
import type { categoryFactsSchema } from '../src/content/schemas';

/**
 * The project categories, in the order of the tabs: rename, add or remove them. `id` is yours to choose (letters,
 * digits, - and _): projects name it in `categoryId`, and each language's projects.json has the category's name and
 * description under `categories.{id}`. `slug` is the URL segment of its pages (/proyectos/{slug}, /{slug}/{project});
 * `slugs` gives it another in a language whose URLs say it otherwise: `slugs: { de: 'web-anwendungen' }`.
 */
export const categoriesSource: z.input<typeof categoryFactsSchema>[] = [
  { id: 'projects-web', slug: 'apps-y-plataformas-web' },
  { id: 'projects-interfaces', slug: 'interfaces' },
  { id: 'projects-contributions', slug: 'contribuciones-a-comunidad' },
];

export const CATEGORIES_FILE = 'content/categories.ts';
