import type { Language } from '@/i18n/languages';
import { categoriesSource } from '../../content/categories';
import type { CategoryFacts } from './schemas';

// Typed only: validate.ts checks the source with zod at build and test time, so the client ships no zod.
const categoryFacts: readonly CategoryFacts[] = categoriesSource;

/** A category's URL segment in a language: its own there (`slugs`), else its one `slug`. */
export const categorySlugOf = (category: Pick<CategoryFacts, 'slug' | 'slugs'>, language: Language) =>
  category.slugs?.[language] ?? category.slug;

/**
 * The segment, in `to`'s URLs, of the category whose segment in `from`'s URLs is `slug`; undefined for a segment that
 * names no category there.
 */
export function categorySlugIn(slug: string, from: Language, to: Language): string | undefined {
  const category = categoryFacts.find((facts) => categorySlugOf(facts, from) === slug);
  return category && categorySlugOf(category, to);
}
