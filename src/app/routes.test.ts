import { existsSync } from 'node:fs';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cataloguePaths } from '@/content/catalogue';
import { languages } from '@/i18n/languages';
import { routeIds, routesIn, sitePages } from '@/lib/routes';
import { pageNamespaces, screenFile } from './entry-server';
import { matchPath as matchPathIn, NAMESPACES_ATTRIBUTE, renderedNamespaces, routeObjects } from './routes';

describe('the router', () => {
  it("names the module of each route's screen, whose chunk the prerender preloads", async () => {
    for (const id of routeIds) expect(existsSync(await screenFile(id)), id).toBe(true);
  });

  it.each(languages)(
    'shows each page in %s the route its table names, and anything else the not-found screen',
    (language) => {
      const pages = [
        ...sitePages(routesIn(language), cataloguePaths(language)),
        { id: 'catch-all', path: '/no/such/page/here' },
      ];
      for (const { id, path } of pages)
        expect(matchRoutes(routeObjects(language), path)?.at(-1)?.route.id, path).toBe(id);
    },
  );
});

describe.each(languages)('matchPath in %s', (language) => {
  const routes = routesIn(language);
  const matchPath = (path: string) => matchPathIn(path, language);
  it('gives each path its route, the texts it needs before hydrating, and its status', () => {
    const { categories, projects } = cataloguePaths(language);
    expect(matchPath('/')).toMatchObject({ id: 'home', namespaces: ['global'], status: 200 });
    for (const category of categories) {
      expect(matchPath(routes.category.href(category))).toMatchObject({
        id: 'category',
        namespaces: ['global', 'projects'],
        status: 200,
      });
    }
    // A project page is also rendered with its documentation (its Markdown, compiled).
    for (const { categorySlug, projectSlug } of projects) {
      const path = routes.project.href(categorySlug, projectSlug);
      expect(matchPath(path)).toMatchObject({
        id: 'project',
        namespaces: ['global', 'projects'],
        projectSlug,
        status: 200,
      });
      expect(pageNamespaces(path, language)).toEqual(['global', 'projects', `docs/${projectSlug}`]);
    }
    expect(matchPath(routes.notFound.href())).toMatchObject({ id: 'notFound', status: 200 });
    expect(matchPath('/no/such/page/here')).toMatchObject({ id: 'notFound', status: 404 });
  });
});

describe('renderedNamespaces', () => {
  it("reads the namespaces the prerendered page lists, else the route's", () => {
    const root = document.createElement('div');
    const [language] = languages;
    expect(renderedNamespaces(root, routesIn(language).projects.href(), language)).toEqual([
      'global',
      'projects',
    ]);
    root.setAttribute(NAMESPACES_ATTRIBUTE, 'global projects docs/tide-api not-a-namespace');
    expect(renderedNamespaces(root, '/', language)).toEqual(['global', 'projects', 'docs/tide-api']);
  });
});
