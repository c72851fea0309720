import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIResponse } from '@playwright/test';
import { parse } from 'parse5';
import { headersAt, readHeadersFile } from '../build/host-headers';
import { elements } from '../build/html-references';
import { isDataBlock, POLICY_FILE, readPolicy } from '../server/security/content-security-policy';
import { policyHeader } from '../server/security/security-headers';
import { secondLanguage } from './content';
import { languages, pages, pageAt, templatePages, routes } from './site';

// Headers of the production server that `playwright.config.ts` starts; its path handling is e2e/hostile-requests.ts's.

/** The policy of the page's meta tags (build/policy-meta.tsx), as their contents. */
const metaPolicies = (html: string) =>
  [...elements(parse(html))].flatMap((element) =>
    element.attrs.some((attr) => attr.name === 'http-equiv' && /^content-security-policy$/i.test(attr.value))
      ? [element.attrs.find((attr) => attr.name === 'content')?.value ?? '']
      : [],
  );

/** The directives an answer is under: its header's and, for a page, its meta tag's, sorted. */
async function effectivePolicy(response: APIResponse): Promise<string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  const html = /text\/html/.test(response.headers()['content-type'] ?? '') ? await response.text() : '';
  return [header, ...metaPolicies(html)]
    .flatMap((policy) => policy.split('; '))
    .filter(Boolean)
    .toSorted();
}

/** The whole policy the build wrote (dist/server), as directives, sorted. */
const builtPolicy = policyHeader(readPolicy(`dist/server/${POLICY_FILE}`))
  .split('; ')
  .toSorted();

async function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  const csp = (await effectivePolicy(response)).join('; ');
  expect(csp, label).toMatch(/(^|; )script-src 'self'/);
  expect(csp, label).toBe(builtPolicy.join('; '));
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
    ['page in another language', request.get(pageAt(routes.projects.href(), secondLanguage)), 200],
    ['SVG file', request.get('/favicon.svg'), 200],
    ['not-found page', request.get('/no/such/page'), 404],
    ['redirect', request.get(routes.category.href('nope'), { maxRedirects: 0 }), 302],
    ['API error', request.post('/api/contact', { data: {} }), 400],
    ['API method error', request.get('/api/contact'), 405],
    ['other method', request.delete('/'), 405],
  ];
  for (const [label, answer, status] of answers) {
    const response = await answer;
    expect(response.status(), label).toBe(status);
    await expectSecurityHeaders(response, label);
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
      const csp = (await effectivePolicy(response)).join('; ');
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
      // The server's header and the static hosts' the same: what the meta tag cannot carry.
      expect(headersAt(rules, at)['content-security-policy'], at).toBe(header);
      // The meta tag the rest: together the whole policy, each directive once.
      const metas = metaPolicies(await response.text());
      expect(metas, at).toHaveLength(1);
      expect(await effectivePolicy(response), at).toEqual(builtPolicy);
      expect(
        header.split('; ').filter((directive) => metas[0]?.split('; ').includes(directive)),
        at,
      ).toEqual([]);
    }
});
