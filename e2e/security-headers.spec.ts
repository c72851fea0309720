import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { expect, test, type APIResponse } from '@playwright/test';
import { isDataBlock } from '../server/security/content-security-policy';
import { languages, pages, pageAt } from './site';

// Headers and path handling of the production server that `playwright.config.ts` starts.

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
    ['Spanish page', request.get('/es/proyectos'), 200],
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

/** Sends a request line exactly as written: URL clients would normalise the dots away before sending. */
function rawGet(port: number, target: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
  });
}

test('no path escapes the build folder', async ({ baseURL }) => {
  const port = Number(new URL(baseURL ?? '').port);
  for (const target of [
    '/../package.json',
    '/assets/../../package.json',
    '/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/%2e%2e/%2e%2e/server/index.ts',
    '/%252e%252e/package.json',
    '/..%5c..%5cpackage.json',
    '/assets/..\\..\\package.json',
    '/%00/../package.json',
    '//etc/passwd',
    '/../../../../etc/passwd',
  ]) {
    const { status, text } = await rawGet(port, target);
    // Two-segment paths look like an unknown project: redirected to the not-found page, never elsewhere.
    if (status === 302) expect(text, target).toMatch(/\r\nlocation: \/not-found\r\n/i);
    else expect([400, 404], target).toContain(status);
    expect(text, target).not.toContain('"bilingual-portfolio"');
    expect(text, target).not.toContain('root:x:0:0');
    expect(text, target).not.toContain('createApp');
  }
});
