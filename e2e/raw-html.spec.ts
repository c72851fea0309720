import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fallbackLanguage, globalTexts, secondLanguage, unsupportedLocale } from './content';
import { inSite, siteFolder, languages, pages, pageAt, routes } from './site';

// What a crawler or a visitor without JavaScript receives; it does not depend on the viewport.

/** The size of a built file at its URL path (in the site's folder), as a Content-Length states it. */
const size = (file: string) => String(statSync(`dist/client/${file.slice(siteFolder.length)}`).size);

test.describe('prerendered HTML', () => {
  test('every page is complete HTML in every language', async ({ request }) => {
    for (const { path, heading } of pages) {
      for (const language of languages) {
        const at = pageAt(path, language);
        const response = await request.get(at);
        expect.soft(response.status(), at).toBe(200);
        const html = await response.text();
        expect.soft(html, at).toContain(`<html lang="${language}"`);
        expect.soft(html, at).toMatch(/<h1[^>]*>/);
        expect
          // Without React's text separators and the isolation of an owner's value in a sentence (a Latin name in Arabic).
          .soft(html.replace(/&#x27;|&#39;/g, "'").replace(/<!-- -->|<\/?bdi>/g, ''), at)
          .toContain(heading[language]);
      }
    }
  });

  test("an old ?lng= link, the cookie or Accept-Language lead to the language's URL; the URL then decides", async ({
    playwright,
    baseURL,
  }) => {
    // A client of its own per visit: no cookie carried from one to the next.
    const visit = async (url: string, headers: Record<string, string> = {}) => {
      const client = await playwright.request.newContext({ baseURL });
      const response = await client.get(url, { headers });
      const landed = {
        at: new URL(response.url()).pathname,
        lang: /<html lang="(\w+)"/.exec(await response.text())?.[1],
      };
      await client.dispose();
      return landed;
    };
    // The fallback language at the plain URLs, another one (where the site has one) under its prefix.
    const [fallback, second] = [fallbackLanguage, secondLanguage];
    const [fallbackPage, secondPage] = [
      pageAt(routes.projects.href(), fallback),
      pageAt(routes.projects.href(), second),
    ];
    const [fallbackHome, secondHome] = [pageAt('/', fallback), pageAt('/', second)];
    expect(await visit(fallbackPage)).toEqual({ at: fallbackPage, lang: fallback });
    expect(await visit(`${fallbackPage}?lng=${second}`)).toEqual({ at: secondPage, lang: second });
    expect(await visit(`${secondPage}?lng=${fallback}`)).toEqual({ at: fallbackPage, lang: fallback });
    expect(
      await visit(fallbackHome, {
        'Accept-Language': `${unsupportedLocale},${second};q=0.5,${fallback};q=0.4`,
      }),
    ).toEqual({ at: secondHome, lang: second });
    expect(await visit(fallbackHome, { Cookie: `i18next=${second}` })).toEqual({
      at: secondHome,
      lang: second,
    });
    expect(await visit(fallbackHome, { Cookie: `i18next=${fallback}`, 'Accept-Language': second })).toEqual({
      at: fallbackHome,
      lang: fallback,
    });
    expect(await visit(secondPage, { Cookie: `i18next=${fallback}` })).toEqual({
      at: secondPage,
      lang: second,
    });
    // A language's home without its closing slash.
    expect(await visit(secondHome.replace(/\/$/, '') || '/')).toEqual({ at: secondHome, lang: second });
  });

  test('unknown paths answer 404 with the not-found page; unknown slugs redirect', async ({ request }) => {
    // In each language: an unknown path under its prefix is its not-found page.
    for (const language of languages) {
      const missing = await request.get(pageAt('/no/such/page', language));
      expect(missing.status(), language).toBe(404);
      expect((await missing.text()).replace(/&#x27;|&#39;/g, "'"), language).toContain(
        globalTexts[language].default.not_found_message,
      );
      const redirect = await request.get(pageAt(routes.category.href('nope'), language), { maxRedirects: 0 });
      expect(redirect.status(), language).toBe(302);
      expect(redirect.headers()['location'], language).toBe(pageAt('/not-found', language));
    }
  });

  test('hashed assets are compressed and cached for a year', async ({ request }) => {
    const html = await (await request.get(inSite('/'))).text();
    const scripts = JSON.parse(/id="app-scripts">([^<]+)</.exec(html)?.[1] ?? '{}') as {
      entry?: string;
      preloads?: string[];
    };
    const files = [scripts.entry, ...(scripts.preloads ?? [])].filter((file) => file !== undefined);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const response = await request.get(file, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
      // The build compresses every file over 1 KB (a smaller one gains less than its headers cost).
      expect(response.headers()['content-encoding'], file).toBe(Number(size(file)) > 1024 ? 'br' : undefined);
    }
  });
});
