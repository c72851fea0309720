import type { z } from 'zod';
import type { categoryFactsSchema } from './schemas';

/**
 * The project categories. `slug` is the URL segment (/proyectos/{slug}); names and descriptions are
 * translated in src/i18n/locales/{en,es}/projects.json under `categories.{id}`.
 */
export const categoriesSource: z.input<typeof categoryFactsSchema>[] = [
  { id: 'projects-web', slug: 'apps-y-plataformas-web' },
  { id: 'projects-interfaces', slug: 'interfaces' },
  { id: 'projects-contributions', slug: 'contribuciones-a-comunidad' },
];

export const CATEGORIES_FILE = 'src/content/categories.ts';
