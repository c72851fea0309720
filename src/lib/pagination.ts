import { projectsPerPage } from '@/content/site-settings';

/** How many pages a list of `count` items fills, `size` to a page: one at least, as an empty list has its page. */
export const pageCount = (count: number, size = projectsPerPage) => Math.max(1, Math.ceil(count / size));

/** The numbers of a list's pages past the first, which have URLs of their own (the first keeps the list's URL). */
export const numberedPages = (count: number, size = projectsPerPage) =>
  Array.from({ length: pageCount(count, size) - 1 }, (_, index) => index + 2);

/**
 * The page a URL's number names in a list of `count` items, or undefined when it names none: a number with no page,
 * and `1`, `0`, `01` or anything not written as a page's URL writes it (page 1 is the list's own URL), so that each
 * page has one URL and every other goes to the not-found page.
 */
export function pageNumber(param: string, count: number, size = projectsPerPage): number | undefined {
  if (!/^[1-9]\d*$/.test(param)) return undefined;
  const page = Number(param);
  return page >= 2 && page <= pageCount(count, size) ? page : undefined;
}

/** The items of page `page` (from 1) of a list, `size` to a page. */
export const pageItems = <Item>(items: readonly Item[], page: number, size = projectsPerPage): Item[] =>
  items.slice((page - 1) * size, page * size);
