import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { routesIn } from '@/lib/routes';
import { pageMeta } from './page-meta';

// The tests' own catalogue, longer than a page, in every language.
vi.mock('./catalogue', async (importActual) =>
  (await import('@/test/paged-catalogue')).withPagedCatalogue(await importActual<object>()),
);

describe.each(languages)('what the numbered list pages say of themselves in %s', (language) => {
  const { t } = createI18n(language);
  const routes = routesIn(language);
  const meta = (path: string) => pageMeta(path, resources[language].projects, t, language);

  it('a title and a description of their own, with their number', () => {
    for (const [first, second, kind] of [
      [routes.projects.href(), routes.projectsPage.href(2), 'projectsPage'],
      [routes.category.href('alpha'), routes.categoryPage.href('alpha', 2), 'categoryPage'],
    ] as const) {
      const [one, two] = [meta(first), meta(second)];
      expect(two.kind, second).toBe(kind);
      expect(two.title, second).not.toBe(one.title);
      expect(two.description, second).not.toBe(one.description);
      expect(two.title, second).toContain('2');
      expect(two.description, second).toContain('2');
    }
    expect(meta(routes.categoryPage.href('alpha', 2)).title).toContain('Alpha');
  });

  it("the not-found page's for a number the list has no page of", () => {
    for (const path of [
      routes.projectsPage.href(3),
      routes.categoryPage.href('beta', 2),
      routes.projectsPage.href(1),
    ])
      expect(meta(path).kind, path).toBe('notFound');
  });
});
