import { describe, expect, it } from 'vitest';
import { projectsPerPage } from '@/content/site-settings';
import { matchPage } from './page-match';
import { listPageHref, routeIds, routes, sitePages, type CatalogueSlugs } from './routes';

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
  sitePages(catalogue).flatMap((page) => (page.id === id ? [page.path] : []));

describe('sitePages', () => {
  it("lists every route's pages from the catalogue, each a path its route names", () => {
    const catalogue = catalogueOf({ first: projectsPerPage + 1, second: 1 });
    const pages = sitePages(catalogue);
    expect(new Set(pages.map(({ id }) => id))).toEqual(new Set(routeIds));
    expect(pages.filter(({ id }) => id === 'category')).toHaveLength(2);
    expect(pages.filter(({ id }) => id === 'project')).toHaveLength(projectsPerPage + 2);
    for (const { id, path } of pages) expect(matchPage(path)?.kind, path).toBe(id);
    expect(new Set(pages.map(({ path }) => path)).size).toBe(pages.length);
  });

  it('lists no page of a route whose content is empty', () => {
    const pages = sitePages({ categories: [], projects: [] });
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
    expect(pathsOf(long, 'projectsPage')).toEqual([
      '/proyectos/pagina/2',
      '/proyectos/pagina/3',
      '/proyectos/pagina/4',
    ]);
    expect(pathsOf(long, 'categoryPage')).toEqual(['/proyectos/first/pagina/2', '/proyectos/first/pagina/3']);
  });
});

describe('listPageHref', () => {
  it("gives page 1 the list's own URL and the others their numbered one", () => {
    expect(listPageHref(undefined, 1)).toBe(routes.projects.href());
    expect(listPageHref(undefined, 2)).toBe('/proyectos/pagina/2');
    expect(listPageHref('web', 1)).toBe(routes.category.href('web'));
    expect(listPageHref('web', 3)).toBe('/proyectos/web/pagina/3');
  });
});
