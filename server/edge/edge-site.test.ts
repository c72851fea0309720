// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fallbackLanguage, languages, type Language } from '../../src/i18n/languages';
import { edgeSite } from './edge-site';

// The static assets as the binding serves them: a file's bytes at its exact path, whatever Accept-Encoding says.
const assetFiles: Record<string, string> = {
  '/index.html': 'page',
  '/index.html.br': 'brotli copy',
  '/index.html.gz': 'gzip copy',
};
const assets = {
  fetch: async (input: Request | URL | string) => {
    const body = assetFiles[new URL(input instanceof Request ? input.url : input).pathname];
    return new Response(body ?? null, { status: body ? 200 : 404 });
  },
};

describe('a page on the edge', () => {
  it("is the copy for the visitor's Accept-Encoding, which Cloudflare keeps in request.cf, not the Worker's br, gzip", async () => {
    const files = Object.fromEntries(languages.map((language) => [language, 'index.html']));
    const site = edgeSite(assets, { pages: { '/': files as Record<Language, string> }, stylesheets: [] });
    const app = new Hono().get('*', (c) => site.sendPage(c, '/', fallbackLanguage, 200));
    for (const [visitor, encoding, body] of [
      ['gzip, deflate', 'gzip', 'gzip copy'],
      ['', null, 'page'],
      ['br', 'br', 'brotli copy'],
    ] as const) {
      const request = new Request('https://site.test/', { headers: { 'Accept-Encoding': 'br, gzip' } });
      const response = await app.fetch(Object.assign(request, { cf: { clientAcceptEncoding: visitor } }));
      expect([response.headers.get('content-encoding'), await response.text()], visitor).toEqual([
        encoding,
        body,
      ]);
    }
  });
});
