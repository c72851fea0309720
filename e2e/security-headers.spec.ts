import { createHash } from 'node:crypto';
import { expect, test, type APIResponse } from '@playwright/test';
import { isDataBlock } from '../server/security/content-security-policy';
import { secondLanguage } from './content';
import { languages, pages, pageAt } from './site';

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
