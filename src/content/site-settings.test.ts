import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROJECTS_PER_PAGE } from '@/lib/constants';
import { validateWith } from '@/test/validate-with';

// The number of cards a projects list page holds is the owner's setting (content/site.ts), validated as the build
// validates it; the lists' pages, their URLs (so the prerender and the sitemap) follow it.

const site = (settings: object) => ({ site: { url: 'https://owner.example', ...settings } });

/** The pagination and the route table as they are with `settings` in content/site.ts. */
async function withSettings(settings: object) {
  vi.resetModules();
  vi.doMock('../../content/site', async (importActual) => ({
    ...(await importActual<object>()),
    siteSource: site(settings).site,
  }));
  return {
    ...(await import('./site-settings')),
    ...(await import('@/lib/pagination')),
  };
}
afterEach(() => {
  vi.doUnmock('../../content/site');
});

describe('projects per page', () => {
  it('is the owner’s number, or PROJECTS_PER_PAGE when left out', async () => {
    expect((await withSettings({ projectsPerPage: 5 })).projectsPerPage).toBe(5);
    expect((await withSettings({})).projectsPerPage).toBe(PROJECTS_PER_PAGE);
  });

  it('cuts the lists into pages of that many cards, each page past the first with its number', async () => {
    const { pageCount, numberedPages, pageItems, pageNumber } = await withSettings({ projectsPerPage: 5 });
    const items = Array.from({ length: 11 }, (_, index) => index + 1);
    expect(pageCount(items.length)).toBe(3);
    expect(numberedPages(items.length)).toEqual([2, 3]);
    expect(pageItems(items, 3)).toEqual([11]);
    expect(pageNumber('3', items.length)).toBe(3);
    expect(pageNumber('4', items.length)).toBeUndefined();
  });

  it('accepts a whole number of 1 or more, and refuses another naming the file and the field', async () => {
    await expect(validateWith(site({ projectsPerPage: 1 }))).resolves.toMatchObject({
      site: { projectsPerPage: 1 },
    });
    await expect(validateWith(site({}))).resolves.toBeTruthy();
    for (const [value, message] of [
      [0, 'must be 1 or more'],
      [-3, 'must be 1 or more'],
      [2.5, 'must be a whole number'],
      ['24', ''],
    ] as const)
      await expect(validateWith(site({ projectsPerPage: value }))).rejects.toThrow(
        `content/site.ts: projectsPerPage: ${message}`,
      );
  });
});

describe('the blog setting', () => {
  it('turns the whole blog off with `blog: false`: no posts, so no pages, no menu link, no feed', async () => {
    const on = await withSettings({});
    const { postSlugsIn } = await import('./blog-pages');
    const { languages } = await import('@/i18n/languages');
    expect(on.blogEnabled).toBe(true);
    // The tests' own site has posts (fixtures/site/posts/).
    expect(languages.some((language) => postSlugsIn(language).length > 0)).toBe(true);

    const off = await withSettings({ blog: false, postsPerPage: 3 });
    const pages = await import('./blog-pages');
    const posts = await import('./posts');
    const { cataloguePaths } = await import('./catalogue');
    const { routesIn, sitePages } = await import('@/lib/routes');
    expect(off.blogEnabled).toBe(false);
    expect(off.postsPerPage).toBe(3);
    for (const language of languages) {
      expect(pages.postSlugsIn(language)).toEqual([]);
      expect(posts.postsIn(language)).toEqual([]);
      const ids = sitePages(routesIn(language), cataloguePaths(language, pages.postSlugsIn(language))).map(
        (page) => page.id,
      );
      expect(ids).not.toContain('blog');
    }
  });

  it('accepts a boolean and a whole number of posts a page, naming the file and field otherwise', async () => {
    await expect(validateWith(site({ blog: false, postsPerPage: 5 }))).resolves.toBeTruthy();
    await expect(validateWith(site({ blog: 'no' }))).rejects.toThrow('content/site.ts: blog');
    await expect(validateWith(site({ postsPerPage: 0 }))).rejects.toThrow(
      'content/site.ts: postsPerPage: must be 1 or more',
    );
  });
});
