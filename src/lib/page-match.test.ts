import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { matchPageIn, matchPattern } from './page-match';
import { routeTable } from './routes';

/** URL words of the tests' own, none of them the sample's. */
const routes = routeTable({ projects: 'work', page: 'page', resume: 'resume', notFound: 'missing' });
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
