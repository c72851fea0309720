import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { parse } from 'parse5';
import { headersAt, MAX_LINE, readHeadersFile } from '../build/host-headers';
import { elements } from '../build/html-references';
import { isDataBlock } from '../server/security/content-security-policy';
import { secondLanguage } from './content';
import { languages, pages, pageAt, templatePages } from './site';

// Headers of the production server that `playwright.config.ts` starts; its path handling is e2e/hostile-requests.ts's.

function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, label).toMatch(/(^|; )script-src 'self'/);
  expect(csp, label).not.toContain("'unsafe-inline'");
  expect(csp, label).not.toContain("'unsafe-eval'");
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).toContain("object-src 'none'");
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers['x-frame-options'], label).toBe('DENY');
  // Plain HTTP here: no HSTS (see the HTTPS test below).
  expect(headers['strict-transport-security'], label).toBeUndefined();
}

test('every kind of answer carries the security headers', async ({ request }) => {
  const answers: [string, Promise<APIResponse>, number][] = [
    ['home page', request.get('/'), 200],
    ['page in another language', request.get(pageAt('/proyectos', secondLanguage)), 200],
    ['SVG file', request.get('/favicon.svg'), 200],
    ['not-found page', request.get('/no/such/page'), 404],
    ['redirect', request.get('/proyectos/nope', { maxRedirects: 0 }), 302],
    ['API error', request.post('/api/contact', { data: {} }), 400],
    ['API method error', request.get('/api/contact'), 405],
    ['other method', request.delete('/'), 405],
  ];
  for (const [label, answer, status] of answers) {
    const response = await answer;
    expect(response.status(), label).toBe(status);
    expectSecurityHeaders(response, label);
  }
});

test('Strict-Transport-Security is sent when a proxy says the visitor came over HTTPS', async ({
  request,
}) => {
  for (const path of ['/', '/favicon.svg', '/api/contact']) {
    const response = await request.get(path, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000');
  }
});

test('every inline script of every page is allowed by its hash, none by unsafe-inline', async ({
  request,
}) => {
  for (const { path } of pages) {
    for (const language of languages) {
      const response = await request.get(pageAt(path, language));
      const csp = response.headers()['content-security-policy'] ?? '';
      const html = await response.text();
      for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
        // External scripts come from 'self'; JSON-LD and other data blocks never run.
        if (/\bsrc=/.test(attrs) || isDataBlock(attrs)) continue;
        const hash = createHash('sha256').update(body).digest('base64');
        expect(csp, `${path} (${language}) inline script`).toContain(`'sha256-${hash}'`);
      }
    }
  }
});

test("a static host names the server's policy: the _headers rule for the page's URL, and the page's meta tag", async ({
  request,
}) => {
  const rules = readHeadersFile(readFileSync('dist/client/_headers', 'utf8'));
  for (const { path } of templatePages)
    for (const language of languages) {
      const at = pageAt(path, language);
      const response = await request.get(at);
      const header = response.headers()['content-security-policy'] ?? '';
      expect(header, at).toContain("script-src 'self'");
      // Cloudflare Pages takes no line of 2,000 characters or more: a longer policy is the meta tag's alone.
      const fits = `  content-security-policy: ${header}`.length <= MAX_LINE;
      expect(headersAt(rules, at)['content-security-policy'], at).toBe(fits ? header : undefined);
      const metas = [...elements(parse(await response.text()))].flatMap((element) =>
        element.attrs.some(
          (attr) => attr.name === 'http-equiv' && /^content-security-policy$/i.test(attr.value),
        )
          ? [element.attrs.find((attr) => attr.name === 'content')?.value]
          : [],
      );
      // The same directives but frame-ancestors, which a meta tag cannot carry (X-Frame-Options refuses framing).
      const directives = header.split('; ').filter((directive) => !directive.startsWith('frame-ancestors '));
      expect(metas, at).toEqual([directives.join('; ')]);
    }
});
