import { describe, expect, it } from 'vitest';
import { projectsPerPage } from '@/content/site-settings';
import { matchPageIn } from './page-match';
import { listPageHref, routeIds, routeParams, routeTable, sitePages, type CatalogueSlugs } from './routes';

/** URL words of the tests' own, none of them the sample's. */
const routes = routeTable({ projects: 'work', page: 'page', resume: 'resume', notFound: 'missing' });

/** A catalogue of its own: `counts` projects in each category, by its slug. */
function catalogueOf(counts: Record<string, number>): CatalogueSlugs {
  return {
    categories: Object.keys(counts),
    projects: Object.entries(counts).flatMap(([categorySlug, count]) =>
      Array.from({ length: count }, (_, index) => ({
        categorySlug,
        projectSlug: `${categorySlug}-${index}`,
      })),
    ),
  };
}

const pathsOf = (catalogue: CatalogueSlugs, id: string) =>
  sitePages(routes, catalogue).flatMap((page) => (page.id === id ? [page.path] : []));

describe('routeTable', () => {
  it('writes each route in the words given, its parameters in the order routeParams names them', () => {
    expect(routes.projects.href()).toBe('/work');
    expect(routes.resume.href()).toBe('/resume');
    expect(routes.notFound.href()).toBe('/missing');
    expect(routes.categoryPage.href('web', 2)).toBe('/work/web/page/2');
    for (const id of routeIds)
      expect(
        routes[id].path.split('/').flatMap((segment) => (segment.startsWith(':') ? [segment.slice(1)] : [])),
      ).toEqual(routeParams[id]);
  });
});

describe('sitePages', () => {
  it("lists every route's pages from the catalogue, each a path its route names with its parameters", () => {
    const catalogue = catalogueOf({ first: projectsPerPage + 1, second: 1 });
    const pages = sitePages(routes, catalogue);
    expect(new Set(pages.map(({ id }) => id))).toEqual(new Set(routeIds));
    expect(pages.filter(({ id }) => id === 'category')).toHaveLength(2);
    expect(pages.filter(({ id }) => id === 'project')).toHaveLength(projectsPerPage + 2);
    for (const { id, params, path } of pages) {
      const match = matchPageIn(routes, path);
      expect(match?.kind, path).toBe(id);
      expect(routeParams[id].map((name) => (match as Record<string, string> | undefined)?.[name])).toEqual(
        params,
      );
    }
    expect(new Set(pages.map(({ path }) => path)).size).toBe(pages.length);
  });

  it('lists no page of a route whose content is empty', () => {
    const pages = sitePages(routes, { categories: [], projects: [] });
    expect(pages.map(({ id }) => id)).not.toContain('category');
    expect(pages.map(({ id }) => id)).not.toContain('project');
    expect(pages.map(({ id }) => id)).not.toContain('projectsPage');
  });

  it('lists the numbered pages of a list only past the page size, from page 2', () => {
    const full = catalogueOf({ first: projectsPerPage, second: 0 });
    expect(pathsOf(full, 'projectsPage')).toEqual([]);
    expect(pathsOf(full, 'categoryPage')).toEqual([]);

    // Every category's cards count towards all projects' pages; each category's, towards its own.
    const long = catalogueOf({ first: 2 * projectsPerPage + 1, second: projectsPerPage, third: 1 });
    expect(pathsOf(long, 'projectsPage')).toEqual(['/work/page/2', '/work/page/3', '/work/page/4']);
    expect(pathsOf(long, 'categoryPage')).toEqual(['/work/first/page/2', '/work/first/page/3']);
  });
});

describe('listPageHref', () => {
  it("gives page 1 the list's own URL and the others their numbered one", () => {
    expect(listPageHref(routes, undefined, 1)).toBe(routes.projects.href());
    expect(listPageHref(routes, undefined, 2)).toBe('/work/page/2');
    expect(listPageHref(routes, 'web', 1)).toBe(routes.category.href('web'));
    expect(listPageHref(routes, 'web', 3)).toBe('/work/web/page/3');
  });
});
