import { describe, expect, it } from 'vitest';
import { testRoutes } from '@/test/routes';
import { matchPath } from 'react-router';
import { matchPageIn, matchPattern, pageHrefIn, pageTrail, type PageMatch } from './page-match';
import { routeIds, routePages, type RoutePages } from './routes';

const routes = testRoutes;
const matchPage = (path: string) => matchPageIn(routes, path);

describe('matchPage', () => {
  it('names the page of each path in the route table, fixed paths before slugs', () => {
    expect(matchPage(routes.home.href())).toEqual({ kind: 'home' });
    expect(matchPage(routes.projects.href())).toEqual({ kind: 'projects' });
    expect(matchPage(`${routes.projects.href()}/`)).toEqual({ kind: 'projects' });
    expect(matchPage(routes.notFound.href())).toEqual({ kind: 'notFound' });
    expect(matchPage(routes.category.href('web'))).toEqual({ kind: 'category', categorySlug: 'web' });
    expect(matchPage(routes.project.href('web', 'shop'))).toEqual({
      kind: 'project',
      categorySlug: 'web',
      projectSlug: 'shop',
    });
  });

  it("names a list's numbered pages apart from categories and projects", () => {
    expect(matchPage(routes.projectsPage.href(2))).toEqual({ kind: 'projectsPage', page: '2' });
    expect(matchPage(routes.categoryPage.href('web', 3))).toEqual({
      kind: 'categoryPage',
      categorySlug: 'web',
      page: '3',
    });
    // Without its number, the segment reads as a category's slug, which no category may be (src/content/validate.ts).
    expect(matchPage('/work/page')).toEqual({ kind: 'category', categorySlug: 'page' });
  });

  it('names nothing for a path outside the table', () => {
    expect(matchPage('/a/b/c')).toBeUndefined();
    expect(matchPage('/just-one')).toBeUndefined();
  });
});

describe('matchPattern', () => {
  it("reads the table's patterns as React Router does", () => {
    const paths = [
      '/',
      '//',
      '/work',
      '/Work/',
      '/work/web',
      '/work/page/2',
      '/work/web/page/2',
      '/work/web/page/',
      '/a/b',
      '/a/b/',
      '/a%20b/c%C3%B1',
      '/a/%E0',
      '/a//b',
      '/a/b/c',
    ];
    for (const { path: pattern } of Object.values<{ path: string }>(routes))
      for (const path of paths)
        expect(matchPattern(pattern, path) ?? null, `${pattern} ~ ${path}`).toEqual(
          matchPath(pattern, path)?.params ?? null,
        );
  });
});

/** The routes from home down to the page at `path`. */
const kinds = (path: string) => {
  const page = matchPage(path);
  return page && pageTrail(page).map((step) => step.kind);
};

describe('pageTrail', () => {
  it('walks every route up to home by the parents the route table gives, never through a route twice', () => {
    for (const id of routeIds) {
      const { parent }: RoutePages = routePages[id];
      const trail = pageTrail({ kind: id, categorySlug: 'web', projectSlug: 'shop', page: '2' } as PageMatch);
      expect(trail[0]?.kind).toBe('home');
      expect(trail.at(-1)?.kind).toBe(id);
      expect(new Set(trail.map((step) => step.kind)).size).toBe(trail.length);
      expect(trail.at(-2)?.kind).toBe(parent);
    }
  });

  it("goes from a numbered page through its category and the list, with the page's parameters", () => {
    // A project's path is not under the list's: its crumbs are its path's segments.
    expect(kinds(routes.project.href('web', 'shop'))).toEqual(['home', 'category', 'project']);
    expect(kinds(routes.categoryPage.href('web', 3))).toEqual([
      'home',
      'projects',
      'category',
      'categoryPage',
    ]);
    expect(kinds(routes.projectsPage.href(2))).toEqual(['home', 'projects', 'projectsPage']);
    expect(kinds(routes.resume.href())).toEqual(['home', 'resume']);
    const page = matchPage(routes.categoryPage.href('web', 3));
    expect(page && pageTrail(page).map((step) => pageHrefIn(routes, step))).toEqual([
      routes.home.href(),
      routes.projects.href(),
      routes.category.href('web'),
      routes.categoryPage.href('web', 3),
    ]);
  });
});
