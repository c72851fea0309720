// The owner's own site, every page of it in every language it is in, on a phone (`npm run test:pages`, in `npm test`): the
// template's behaviours are tested on the tests' own site (tools/test-site.ts); this pass checks that the owner's
// content, in whatever languages, projects and folder they have, makes pages that render their screen, hydrate, load
// every file they ask for, log no error, fit 375 px from top to bottom and have no axe violations.
import { axeViolations } from './axe';
import { blogTexts, postsOf } from './content';
import { expect, inSite, languages, pageAt, pages, routes, test, waitForHydration } from './site';

// Axe over a long page on a busy two-core machine takes up to half a minute.
test.describe.configure({ timeout: 120_000 });

/** The owner's blog in each language that has posts: its list and every post (a tag's page is the list's screen). */
const blogPages = languages.flatMap((language) => {
  const posts = postsOf(language);
  return posts.length
    ? [
        { path: routes.blog.href(), language, heading: blogTexts[language].list.heading },
        ...posts.map((post) => ({ path: routes.post.href(post.slug), language, heading: post.title })),
      ]
    : [];
});

const everyPage = [
  ...pages.flatMap(({ path, heading }) =>
    languages.map((language) => ({ path, language, heading: heading[language] })),
  ),
  ...blogPages,
];

for (const { path, language, heading } of everyPage)
  test(`${pageAt(path, language)} renders, hydrates, loads everything, fits and passes axe`, async ({
    page,
    problems,
  }) => {
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      // A request the page itself gives up (a picture scrolled past, a prefetch) is no failure.
      if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
    });
    const response = await page.goto(pageAt(path, language));
    expect(response?.status(), 'the page answers').toBe(200);
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // Down the page a screen at a time, so that what renders near the viewport is laid out and loaded too.
    const width = page.viewportSize()?.width ?? 0;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 600) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${y} px`,
      ).toBeLessThanOrEqual(width);
    }
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    expect(await axeViolations(page), 'axe').toEqual([]);
    expect(failed, 'failed requests').toEqual([]);
    expect(problems, 'console errors or hydration warnings').toEqual([]);
  });

// The site's folder is on the server too: its not-found page answers unknown URLs (the rest is the build check's).
test('an unknown URL answers the not-found page with 404', async ({ page }) => {
  const response = await page.goto(inSite('/no-such-page-here'));
  expect(response?.status()).toBe(404);
});
