// The built site from a plain static file server (no rules, no headers: what GitHub Pages or `npx serve` does): every
// page at its URL, complete in its language, and a visitor who prefers another language than the fallback sent to its
// URL before anything in the fallback language is shown.
import { expect, test } from '@playwright/test';
import { browserLocale, fallbackLanguage, globalTexts, projectsTexts, secondLanguage } from './content';
import { languages, pageAt, pages, routes } from './site';
import { staticHost } from './static-server';

let host: Awaited<ReturnType<typeof staticHost>>;
test.beforeAll(async () => {
  host = await staticHost();
});
test.afterAll(async () => {
  await host.close();
});

test('every page is complete HTML in its language at its URL, from plain files', async ({ request }) => {
  for (const { path, heading } of pages.filter((page) => page.path !== '/not-found'))
    for (const language of languages) {
      const at = pageAt(path, language);
      const response = await request.get(host.url + at);
      expect.soft(response.status(), at).toBe(200);
      const html = (await response.text()).replace(/&#x27;|&#39;/g, "'").replace(/<!-- -->/g, '');
      expect.soft(html, at).toContain(`<html lang="${language}"`);
      expect.soft(html, at).toContain(heading[language]);
    }
});

/** The fallback language, at the plain URLs, and another one (where the site has one), under its prefix. */
const [fallback, second] = [fallbackLanguage, secondLanguage];

test("a visitor whose browser prefers another language is sent from the fallback language's URL to that language's", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: browserLocale(second) });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  const [from, to] = [pageAt(routes.projects.href(), fallback), pageAt(routes.projects.href(), second)];
  await page.goto(`${host.url}${from}?x=1#top`);
  await expect(page).toHaveURL(`${host.url}${to}?x=1#top`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    projectsTexts[second].labels.project_categories,
  );
  // The first page hid itself on leaving (build/inline/language-redirect.test.ts); it was left once, for good.
  expect(documents).toEqual([from, to]);
  await context.close();
});

test("an unknown URL under another language's prefix shows that language's not-found page, from the host's one 404.html", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: browserLocale(fallback) });
  const page = await context.newPage();
  const response = await page.goto(`${host.url}${pageAt('/nada', second)}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', second);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    globalTexts[second].default.not_found_title,
  );
  await context.close();
});

test('a URL that names another host keeps the visitor on this site', async ({ browser }) => {
  const context = await browser.newContext({ locale: browserLocale(fallback) });
  const page = await context.newPage();
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(host.url)) elsewhere.push(request.url());
  });
  // A second slash after a language's prefix, and a query asking for the fallback language.
  await page.goto(`${host.url}${pageAt('/', second)}/evil.example?lng=${fallback}`);
  await expect(page).toHaveURL(`${host.url}${pageAt('/evil.example', fallback)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', fallback);
  expect(elsewhere).toEqual([]);
  await context.close();
});
