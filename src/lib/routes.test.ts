import { describe, expect, it } from 'vitest';
import { testRoutes } from '@/test/routes';
import { postsPerPage, projectsPerPage } from '@/content/site-settings';
import { matchPageIn } from './page-match';
import { listPageHref, routeIds, routeParams, sitePages, type CatalogueSlugs } from './routes';

const routes = testRoutes;

/** A catalogue of its own: `counts` projects in each category, by its slug. */
function catalogueOf(counts: Record<string, number>, posts: CatalogueSlugs['posts'] = []): CatalogueSlugs {
  return {
    posts,
    categories: Object.keys(counts),
    projects: Object.entries(counts).flatMap(([categorySlug, count]) =>
      Array.from({ length: count }, (_, index) => ({
        categorySlug,
        projectSlug: `${categorySlug}-${index}`,
      })),
    ),
  };
}

/** `count` posts, the first `tagged` of them with the tag `a`, every one with `b`. */
const postsOf = (count: number, tagged = 0) =>
  Array.from({ length: count }, (_, index) => ({
    slug: `post-${index}`,
    tags: index < tagged ? ['a', 'b'] : ['b'],
  }));

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
    const catalogue = catalogueOf({ first: projectsPerPage + 1, second: 1 }, postsOf(postsPerPage + 1, 1));
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
    const pages = sitePages(routes, { categories: [], projects: [], posts: [] });
    expect(pages.map(({ id }) => id)).not.toContain('category');
    expect(pages.map(({ id }) => id)).not.toContain('project');
    expect(pages.map(({ id }) => id)).not.toContain('projectsPage');
    // A language without posts has no blog at all.
    for (const id of ['blog', 'blogPage', 'tag', 'tagPage', 'post'])
      expect(pages.map((page) => page.id)).not.toContain(id);
  });

  it("lists a language's blog from its posts: the list and its pages, each tag and its pages, each post", () => {
    const posts = postsOf(postsPerPage + 1, 2);
    const catalogue = catalogueOf({}, posts);
    expect(pathsOf(catalogue, 'blog')).toEqual(['/notes']);
    expect(pathsOf(catalogue, 'blogPage')).toEqual(['/notes/page/2']);
    expect(pathsOf(catalogue, 'tag')).toEqual(['/notes/topics/a', '/notes/topics/b']);
    expect(pathsOf(catalogue, 'tagPage')).toEqual(['/notes/topics/b/page/2']);
    expect(pathsOf(catalogue, 'post')).toEqual(posts.map(({ slug }) => `/notes/${slug}`));
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
