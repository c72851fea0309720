import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleNamespaceOf, cataloguePaths } from '@/content';
import { routes } from '@/lib/routes';
import { matchPath, screens } from './routes';

describe('lazy screens', () => {
  it('name files that exist, so the prerender step can preload their chunks', () => {
    const missing = Object.values(screens).filter((screen) => !existsSync(screen.file));
    expect(missing).toEqual([]);
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
    // A project page also needs its article's texts, when it has an article.
    for (const { categorySlug, projectSlug } of projects) {
      const article = articleNamespaceOf(projectSlug);
      expect(matchPath(routes.project.href(categorySlug, projectSlug))).toMatchObject({
        screenNames: ['project'],
        namespaces: ['global', 'projects', ...(article ? [article] : [])],
        status: 200,
      });
    }
    expect(matchPath('/not-found')).toMatchObject({ screenNames: ['notFound'], status: 200 });
    expect(matchPath('/no/such/page/here')).toMatchObject({ screenNames: ['notFound'], status: 404 });
  });
});
