// The built site from a plain static file server (no rules, no headers: what GitHub Pages or `npx serve` does): every
// page at its URL, complete in its language, and a visitor who prefers Spanish sent to the Spanish URL before anything
// English is shown.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { globalTexts } from './content';
import { languages, pageAt, pages } from './site';

const root = resolve('dist/client');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** A file at its path or a folder's index.html; anything else the root's 404.html with 404, as GitHub Pages. */
async function staticHost() {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    for (const candidate of [path, join(path, 'index.html')]) {
      const file = join(root, candidate);
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
        response.end(readFileSync(file));
        return;
      }
    }
    response.writeHead(404, { 'Content-Type': types['.html'] });
    response.end(readFileSync(join(root, '404.html')));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}

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

test('a visitor whose browser prefers Spanish is sent from the English URL to the Spanish one', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-MX' });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).pathname);
  });
  await page.goto(`${host.url}/proyectos?x=1#top`);
  await expect(page).toHaveURL(`${host.url}/es/proyectos?x=1#top`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de proyectos');
  // The English page hid itself on leaving (scripts/language-redirect.test.ts); it was left once, for good.
  expect(documents).toEqual(['/proyectos', '/es/proyectos']);
  await context.close();
});

test("an unknown URL under /es/ shows the Spanish not-found page, from the host's one 404.html", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const response = await page.goto(`${host.url}/es/nada`);
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(globalTexts.es.default.not_found_title);
  await context.close();
});

test('a URL that names another host keeps the visitor on this site', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(host.url)) elsewhere.push(request.url());
  });
  await page.goto(`${host.url}/es//evil.example?lng=en`);
  await expect(page).toHaveURL(`${host.url}/evil.example`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(elsewhere).toEqual([]);
  await context.close();
});
