import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { languages, pages, pageAt } from './site';

// What a crawler or a visitor without JavaScript receives; it does not depend on the viewport.

/** The size of a built file, as a Content-Length states it. */
const size = (file: string) => String(statSync(`dist/client/${file}`).size);

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
          .soft(html.replace(/&#x27;|&#39;/g, "'").replace(/<!-- -->/g, ''), at)
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
    expect(await visit('/proyectos')).toEqual({ at: '/proyectos', lang: 'en' });
    expect(await visit('/proyectos?lng=es')).toEqual({ at: '/es/proyectos', lang: 'es' });
    expect(await visit('/es/proyectos?lng=en')).toEqual({ at: '/proyectos', lang: 'en' });
    expect(await visit('/', { 'Accept-Language': 'fr-FR,es;q=0.5,en;q=0.4' })).toEqual({
      at: '/es/',
      lang: 'es',
    });
    expect(await visit('/', { Cookie: 'i18next=es' })).toEqual({ at: '/es/', lang: 'es' });
    expect(await visit('/', { Cookie: 'i18next=en', 'Accept-Language': 'es' })).toEqual({
      at: '/',
      lang: 'en',
    });
    expect(await visit('/es/proyectos', { Cookie: 'i18next=en' })).toEqual({
      at: '/es/proyectos',
      lang: 'es',
    });
    expect(await visit('/es')).toEqual({ at: '/es/', lang: 'es' });
  });

  test('unknown paths answer 404 with the not-found page; unknown slugs redirect', async ({ request }) => {
    const missing = await request.get('/no/such/page');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('This page does not exist.');
    const spanish = await request.get('/es/nada');
    expect(spanish.status()).toBe(404);
    expect(await spanish.text()).toContain('Esta página no existe.');
    const redirect = await request.get('/es/proyectos/nope', { maxRedirects: 0 });
    expect(redirect.status()).toBe(302);
    expect(redirect.headers()['location']).toBe('/es/not-found');
  });

  test('hashed assets are compressed and cached for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
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
