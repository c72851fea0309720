import { describe, expect, it, vi } from 'vitest';
import { ENGLISH as EN, GERMAN as DE, germanWords } from '@/test/url-words';
import { postSlugsIn } from '@/content/blog-pages';
import { cataloguePaths } from '@/content/catalogue';
import { matchPage, pathInLanguage } from './page-match';
import { routesIn, sitePages, urlWordsOf } from './routes';

// The route table of each language, on the tests' own site (src/test/url-words.ts): English at the default words,
// German at its own, a category with a German slug of its own.
vi.mock('../../content/languages', () => import('@/test/url-words').then((m) => m.languagesModule));
vi.mock('../../content/categories', () => import('@/test/url-words').then((m) => m.categoriesModule));
vi.mock('../../content/projects', () => ({
  projectsSource: [
    { slug: 'shop', categoryId: 'web', technologies_used: [], images: [] },
    { slug: 'cli', categoryId: 'tools', technologies_used: [], images: [] },
  ],
}));

describe('URL words per language', () => {
  it("writes each language's routes in its words, the defaults where it sets none", () => {
    expect(urlWordsOf(DE)).toEqual(germanWords);
    const de = routesIn(DE);
    expect([de.projects.href(), de.resume.href(), de.notFound.href()]).toEqual([
      '/projekte',
      '/lebenslauf',
      '/nicht-gefunden',
    ]);
    expect(de.categoryPage.href('web-anwendungen', 2)).toBe('/projekte/web-anwendungen/seite/2');
    expect(de.projectsPage.path).toBe('/projekte/seite/:page');
    const en = routesIn(EN);
    expect([en.projects.href(), en.projectsPage.href(2), en.resume.href(), en.notFound.href()]).toEqual([
      '/proyectos',
      '/proyectos/pagina/2',
      '/cv',
      '/not-found',
    ]);
  });

  it('matches a path by the route table of its own language only', () => {
    expect(matchPage('/projekte/web-anwendungen/seite/3', DE)).toEqual({
      kind: 'categoryPage',
      categorySlug: 'web-anwendungen',
      page: '3',
    });
    expect(matchPage('/lebenslauf', DE)).toEqual({ kind: 'resume' });
    expect(matchPage('/lebenslauf', EN)).toBeUndefined();
    expect(matchPage('/cv', DE)).toBeUndefined();
    expect(matchPage('/proyectos', DE)).toBeUndefined();
  });

  it('lists every page of each language once, in its words and slugs, each read back as its route', () => {
    // English's posts in both: a post's slug and tags are the same in every language's URLs.
    const de = sitePages(routesIn(DE), cataloguePaths(DE, postSlugsIn(EN)));
    const en = sitePages(routesIn(EN), cataloguePaths(EN, postSlugsIn(EN)));
    expect(de.map(({ id }) => id)).toEqual(en.map(({ id }) => id));
    expect(de.map(({ path }) => path)).toEqual(
      expect.arrayContaining([
        '/projekte/web-anwendungen',
        '/projekte/tools',
        '/web-anwendungen/shop',
        '/tools/cli',
      ]),
    );
    for (const { id, path } of de) expect(matchPage(path, DE)?.kind, path).toBe(id);
  });

  it('carries a page to the other language by its route and parameters, category by id', () => {
    for (const [en, de] of [
      ['/', '/'],
      ['/proyectos', '/projekte'],
      ['/proyectos/pagina/2', '/projekte/seite/2'],
      ['/proyectos/web-apps', '/projekte/web-anwendungen'],
      ['/proyectos/web-apps/pagina/2', '/projekte/web-anwendungen/seite/2'],
      ['/proyectos/tools', '/projekte/tools'],
      ['/web-apps/shop', '/web-anwendungen/shop'],
      ['/cv', '/lebenslauf'],
      ['/not-found', '/nicht-gefunden'],
    ] as const) {
      expect(pathInLanguage(en, EN, DE), en).toBe(de);
      expect(pathInLanguage(de, DE, EN), de).toBe(en);
    }
    // No page of the table (or no category): not found in either language, the path kept.
    expect(pathInLanguage('/no/such/page', EN, DE)).toBe('/no/such/page');
    expect(pathInLanguage('/proyectos/nope', EN, DE)).toBe('/proyectos/nope');
  });
});
