// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fallbackLanguage, languages, type Language } from '../../src/i18n/languages';
import { contentSecurityPolicy } from '../security/content-security-policy';
import { securityHeaders } from '../security/security-headers';
import { edgeSite } from './edge-site';

/** The security headers' middleware, which sets the site's headers for the answers to add. */
const secured = () =>
  new Hono().use(
    securityHeaders(
      contentSecurityPolicy({
        hashes: { scripts: [], styles: [], styleAttributes: [] },
        origins: { media: [], frames: [], images: [] },
      }),
    ),
  );

// The static assets as the binding serves them: a file's bytes at its exact path, whatever Accept-Encoding says.
const assetFiles: Record<string, string> = {
  '/index.html': 'page',
  '/index.html.br': 'brotli copy',
  '/index.html.gz': 'gzip copy',
  '/app.js': 'script',
  '/app.js.br': 'brotli script',
};
/** The paths the Worker asked the assets for. */
const asked: string[] = [];
const assets = {
  fetch: async (input: Request | URL | string) => {
    const path = new URL(input instanceof Request ? input.url : input).pathname;
    asked.push(path);
    const body = assetFiles[path];
    return new Response(body ?? null, { status: body ? 200 : 404 });
  },
};
const files = {
  '/app.js': { type: 'text/javascript; charset=utf-8', size: 6, etag: '"s"', copies: { br: 13 } },
};

describe('a page on the edge', () => {
  it("is the copy for the visitor's Accept-Encoding, which Cloudflare keeps in request.cf, not the Worker's br, gzip", async () => {
    const byLanguage = Object.fromEntries(languages.map((language) => [language, 'index.html']));
    const site = edgeSite(assets, {
      pages: { '/': byLanguage as Record<Language, string> },
      files,
      stylesheets: [],
    });
    const app = secured().get('*', (c) => site.sendPage(c, '/', fallbackLanguage, 200));
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

describe('a file on the edge', () => {
  const site = edgeSite(assets, { pages: {}, files, stylesheets: [] });
  const app = secured().on(['GET', 'HEAD'], '*', (c) => {
    const file = site.findFile(c.req.path);
    return file ? site.sendFile(c, c.req.path, file) : c.notFound();
  });
  const visit = (method: string, visitor: string) =>
    app.fetch(
      Object.assign(
        new Request('https://site.test/app.js', { method, headers: { 'Accept-Encoding': 'br, gzip' } }),
        {
          cf: { clientAcceptEncoding: visitor },
        },
      ),
    );

  it("is the build's copy for the visitor's Accept-Encoding, with the length its table states", async () => {
    for (const [visitor, encoding, body, length] of [
      ['br', 'br', 'brotli script', '13'],
      ['gzip', null, 'script', '6'],
    ] as const) {
      const response = await visit('GET', visitor);
      expect(
        [
          response.headers.get('content-encoding'),
          response.headers.get('content-length'),
          await response.text(),
        ],
        visitor,
      ).toEqual([encoding, length, body]);
    }
  });

  it('answers HEAD from the table, without reading the asset', async () => {
    asked.length = 0;
    const response = await visit('HEAD', 'br');
    expect([response.status, response.headers.get('content-length'), asked]).toEqual([200, '13', []]);
  });

  it('is only what the table lists: a file the assets hold but the table does not is not served', () => {
    expect(site.findFile('/app.js.br')).toBeUndefined();
    expect(site.findFile('/index.html')).toBeUndefined();
    expect(site.findFile('/__proto__')).toBeUndefined();
  });
});
