import { describe, expect, it } from 'vitest';
import { matchPage } from './page-match';
import { routeIds, sitePages } from './routes';

describe('sitePages', () => {
  it("lists every route's pages from the catalogue, each a path its route names", () => {
    const catalogue = {
      categories: ['first', 'second'],
      projects: [{ categorySlug: 'first', projectSlug: 'shop' }],
    };
    const pages = sitePages(catalogue);
    expect(new Set(pages.map(({ id }) => id))).toEqual(new Set(routeIds));
    expect(pages.filter(({ id }) => id === 'category')).toHaveLength(2);
    expect(pages.filter(({ id }) => id === 'project')).toHaveLength(1);
    for (const { id, path } of pages) expect(matchPage(path)?.kind, path).toBe(id);
    expect(new Set(pages.map(({ path }) => path)).size).toBe(pages.length);
  });

  it('lists no page of a route whose content is empty', () => {
    const pages = sitePages({ categories: [], projects: [] });
    expect(pages.map(({ id }) => id)).not.toContain('category');
    expect(pages.map(({ id }) => id)).not.toContain('project');
  });
});
