import type { Category } from '@/content';
import { projectsPerPage } from '@/content/site-settings';
import { pageItems } from '@/lib/pagination';

/**
 * Page `page` of the featured projects (every category's, as "all projects" lists them): the categories' cards in
 * order, the first category's first, cut into pages of `size`; each page keeps the categories of the cards it holds,
 * so a category whose cards straddle two pages heads a part of them on each.
 */
export function featuredPage(
  categories: readonly Category[],
  page: number,
  size = projectsPerPage,
): Category[] {
  const cards = categories.flatMap((category) => category.projects.map((project) => ({ category, project })));
  const shown = pageItems(cards, page, size);
  return categories.flatMap((category) => {
    const projects = shown.filter((card) => card.category === category).map((card) => card.project);
    return projects.length > 0 ? [{ ...category, projects }] : [];
  });
}
