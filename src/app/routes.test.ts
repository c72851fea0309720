import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cataloguePaths } from '@/content/catalogue';
import { routes } from '@/lib/routes';
import { pageNamespaces, screenFiles } from './entry-server';
import { matchPath, NAMESPACES_ATTRIBUTE, renderedNamespaces, screens } from './routes';

describe('lazy screens', () => {
  it('name files that exist and that the routes import, so the prerender step can preload their chunks', () => {
    expect(Object.keys(screenFiles)).toEqual(Object.keys(screens));
    const routesModule = readFileSync('src/app/routes.tsx', 'utf8');
    for (const file of Object.values(screenFiles)) {
      expect(existsSync(file), file).toBe(true);
      expect(routesModule).toContain(`import('@/${file.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
    }
  });
});

describe('matchPath', () => {
  it('gives each path its screen, the texts it needs before hydrating, and its status', () => {
    const { categories, projects } = cataloguePaths();
    expect(matchPath('/')).toMatchObject({ screenNames: ['home'], namespaces: ['global'], status: 200 });
    for (const category of categories) {
      expect(matchPath(routes.category.href(category))).toMatchObject({
        screenNames: ['projects'],
        namespaces: ['global', 'projects'],
        status: 200,
      });
    }
    // A project page is also rendered with its documentation (its Markdown, compiled).
    for (const { categorySlug, projectSlug } of projects) {
      const path = routes.project.href(categorySlug, projectSlug);
      expect(matchPath(path)).toMatchObject({
        screenNames: ['project'],
        namespaces: ['global', 'projects'],
        projectSlug,
        status: 200,
      });
      expect(pageNamespaces(path)).toEqual(['global', 'projects', `docs/${projectSlug}`]);
    }
    expect(matchPath('/not-found')).toMatchObject({ screenNames: ['notFound'], status: 200 });
    expect(matchPath('/no/such/page/here')).toMatchObject({ screenNames: ['notFound'], status: 404 });
  });
});

describe('renderedNamespaces', () => {
  it("reads the namespaces the prerendered page lists, else the route's", () => {
    const root = document.createElement('div');
    expect(renderedNamespaces(root, routes.projects.href())).toEqual(['global', 'projects']);
    root.setAttribute(NAMESPACES_ATTRIBUTE, 'global projects docs/vetcore-pro not-a-namespace');
    expect(renderedNamespaces(root, '/')).toEqual(['global', 'projects', 'docs/vetcore-pro']);
  });
});
