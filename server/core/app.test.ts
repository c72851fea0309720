// @vitest-environment node
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { languages } from '../../src/i18n/languages';
import { languageBasename, localizedPath } from '../../src/lib/language-path';
import { routesIn } from '../../src/lib/routes';
import {
  fallbackLanguage,
  regionalTag,
  secondLanguage,
  singleLanguage,
  unknownLanguage,
} from '../../src/test/languages';
import { readPolicy } from '../security/content-security-policy';
import { pageHeaderPolicy, policyHeader } from '../security/security-headers';
import { createTestSite, INLINE_SCRIPT, STYLESHEET } from '../testing/test-site';
import { contactFields, contactRequest, sampleFields } from '../../src/test/contact-fixture';

/** The fallback language's route table: its paths are those at the root. */
const routes = routesIn(fallbackLanguage);

const valid = contactRequest({ message: 'Hola', language: secondLanguage, elapsedMs: 5_000 });

let site: ReturnType<typeof createTestSite>;
let app: ReturnType<typeof site.makeApp>;
let stored: typeof site.stored;

const post = (body: BodyInit, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  app.request('/api/contact', { method: 'POST', body, headers });

beforeAll(() => {
  site = createTestSite();
  stored = site.stored;
  app = site.makeApp();
});
afterAll(() => site.dispose());

/** An answer's security headers: all but those that describe its content and its caching. */
const securityOf = (response: Response) =>
  Object.fromEntries(
    [...response.headers].filter(
      ([name]) =>
        !/^(content-(type|length|encoding|language)|etag|vary|cache-control|last-modified|accept-ranges)$/.test(
          name,
        ),
    ),
  );

describe('security headers', () => {
  it.each([
    ['a page', () => app.request('/'), 200, true],
    ['a page asked for with HEAD', () => app.request('/', { method: 'HEAD' }), 200, true],
    ['a redirect to the language asked for', () => app.request(`/?lng=${secondLanguage}`), 302, false],
    ['an SVG file', () => app.request('/favicon.svg'), 200, false],
    ['the not-found page', () => app.request('/nothing-here'), 404, true],
    ['an API answer', () => post('{}'), 400, false],
    ['an API method error', () => app.request('/api/contact'), 405, false],
    ['another method', () => app.request('/', { method: 'DELETE' }), 405, false],
  ])('are on %s', async (_label, request, status, prerendered) => {
    const response = await request();
    expect(response.status).toBe(status);
    const csp = response.headers.get('content-security-policy') ?? '';
    // A prerendered page carries the rest of its policy in its meta tag (build/policy-meta.tsx).
    const policy = readPolicy(site.policyFile);
    expect(csp).toBe(prerendered ? pageHeaderPolicy(policy) : policyHeader(policy));
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it.each([
    ['a script', '/assets/app.js'],
    ['a style sheet', STYLESHEET],
    ['an image', '/images/profile/profile.webp'],
  ])('on %s are only those that apply there: nosniff and the resource policy', async (_label, path) => {
    const response = await app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'x-frame-options',
    ])
      expect(response.headers.get(name), name).toBeNull();
    const https = await app.request(path, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('allow the inline script of the built pages by the hash the build wrote, not all inline scripts', async () => {
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const csp = (await app.request('/favicon.svg')).headers.get('content-security-policy');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('include HSTS when the visitor came over HTTPS through a proxy', async () => {
    const response = await app.request('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it("are the same on a page sent from memory as on any other document, and as Hono's secureHeaders wrote them", async () => {
    // Hono's middleware with the options the server used before it wrote the headers itself (docs/decisions.md).
    const refused = [
      'accelerometer',
      'browsingTopics',
      'camera',
      'displayCapture',
      'geolocation',
      'gyroscope',
      'magnetometer',
      'microphone',
      'midi',
      'payment',
      'usb',
    ];
    const hono = new Hono().use(
      secureHeaders({
        contentSecurityPolicy: readPolicy(site.policyFile),
        referrerPolicy: 'strict-origin-when-cross-origin',
        xFrameOptions: 'DENY',
        crossOriginOpenerPolicy: false,
        strictTransportSecurity: false,
        permissionsPolicy: Object.fromEntries(refused.map((feature) => [feature, []])),
      }),
    );
    hono.get('*', (c) => c.body(null));
    const expected = securityOf(await hono.request('/'));
    expect(Object.keys(expected)).toHaveLength(11);
    expect(securityOf(await app.request('/favicon.svg'))).toEqual(expected);
    // A prerendered page: its policy's header is what its meta tag cannot carry.
    const page = { ...expected, 'content-security-policy': pageHeaderPolicy(readPolicy(site.policyFile)) };
    for (const path of ['/', localizedPath('/', secondLanguage), '/nothing-here'])
      expect(securityOf(await app.request(path, { headers: { 'Accept-Encoding': 'br' } })), path).toEqual(
        page,
      );
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message, trimmed, and answers 202 with its id', async () => {
    stored.length = 0;
    const response = await post(JSON.stringify({ ...valid, name: ` ${valid.name} ` }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, id: 'id-1' });
    expect(stored).toEqual([contactFields({ message: 'Hola', language: secondLanguage })]);
  });

  it('pretends to accept a filled honeypot but stores nothing', async () => {
    stored.length = 0;
    const response = await post(JSON.stringify({ ...valid, website: 'http://spam.example' }));
    expect(response.status).toBe(202);
    expect(stored).toEqual([]);
  });

  it('refuses a form sent faster than a person can fill it', async () => {
    const response = await post(JSON.stringify({ ...valid, elapsedMs: 300 }));
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatchObject({ code: 'too_fast', field: 'elapsedMs' });
  });

  it('counts accepted messages against the rate limit, and refused requests against a higher ceiling of their own', async () => {
    const limited = site.makeApp({ rateLimit: { max: 2, refusedMax: 4, windowMs: 60_000 } });
    const send = (body: object) =>
      limited.request('/api/contact', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
    // A visitor who mistypes the address twice and sends once too fast still gets the message through.
    expect((await send({ ...valid, email: 'ana@' })).status).toBe(400);
    expect((await send({ ...valid, email: 'ana@example' })).status).toBe(400);
    expect((await send({ ...valid, elapsedMs: 300 })).status).toBe(400);
    expect((await send(valid)).status).toBe(202);
    expect((await send(valid)).status).toBe(202);
    // The quota of accepted messages is used up.
    const overQuota = await send(valid);
    expect(overQuota.status).toBe(429);
    expect(Number(overQuota.headers.get('retry-after'))).toBeGreaterThan(0);

    // A flood of bad requests from one client is stopped at its own ceiling.
    const flood = site.makeApp({ rateLimit: { max: 2, refusedMax: 4, windowMs: 60_000 } });
    const statuses = [];
    for (let n = 0; n < 6; n++) {
      const response = await flood.request('/api/contact', {
        method: 'POST',
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
  });

  it('holds the rate limit for requests that arrive together and send their bodies later', async () => {
    const limited = site.makeApp({ rateLimit: { max: 5, refusedMax: 20, windowMs: 60_000 } });
    let sendBodies: (() => void) | undefined;
    const bodiesSent = new Promise<void>((resolve) => {
      sendBodies = resolve;
    });
    const slowBody = () =>
      new ReadableStream<Uint8Array>({
        async start(controller) {
          await bodiesSent;
          controller.enqueue(new TextEncoder().encode(JSON.stringify(valid)));
          controller.close();
        },
      });
    const answers = Array.from({ length: 30 }, () =>
      limited.request('/api/contact', {
        method: 'POST',
        body: slowBody(),
        headers: { 'Content-Type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    );
    sendBodies?.();
    const statuses = (await Promise.all(answers)).map(({ status }) => status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(25);
  });

  it('keeps every page up when the contact settings are wrong, the API alone saying it is not set up', async () => {
    const unset = site.makeApp(null);
    const page = await unset.request('/');
    expect([page.status, page.headers.get('content-security-policy')]).toEqual([200, expect.any(String)]);
    expect((await unset.request('/favicon.svg')).status).toBe(200);
    const api = await unset.request('/api/contact', {
      method: 'POST',
      body: JSON.stringify(valid),
      headers: { 'Content-Type': 'application/json' },
    });
    expect([api.status, ((await api.json()) as { error: { code: string } }).error.code]).toEqual([
      503,
      'not_configured',
    ]);
    const form = await unset.request('/api/contact', {
      method: 'POST',
      body: new URLSearchParams({ ...sampleFields, message: 'Hola', language: secondLanguage }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect([form.status, form.headers.get('content-language')]).toEqual([503, secondLanguage]);
    expect(await form.text()).toContain('Hola');
  });

  it('refuses other content types and charsets with 415', async () => {
    expect((await post(JSON.stringify(valid), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect(
      (await post(JSON.stringify(valid), { 'Content-Type': 'application/json; charset=latin1' })).status,
    ).toBe(415);
    expect(
      (await post(JSON.stringify(valid), { 'Content-Type': 'application/json; charset=UTF-8' })).status,
    ).toBe(202);
    // RFC 9110 allows the value quoted, and spaces around the parameter.
    for (const contentType of ['application/json; charset="utf-8"', 'application/json ; Charset = "UTF-8"']) {
      expect((await post(JSON.stringify(valid), { 'Content-Type': contentType })).status, contentType).toBe(
        202,
      );
    }
    expect(
      (await post(JSON.stringify(valid), { 'Content-Type': 'application/json; charset="latin1"' })).status,
    ).toBe(415);
  });

  it('takes the message at /api/contact/ too, with the trailing slash', async () => {
    const response = await app.request('/api/contact/', {
      method: 'POST',
      body: JSON.stringify(valid),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(202);
  });

  it('refuses a streamed body past the limit with 413, without a Content-Length to go by', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 4) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await app.request('/api/contact', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json' },
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  it('answers 405 with Allow for other methods, and 404 JSON for other API paths', async () => {
    const response = await app.request('/api/contact', { method: 'PUT' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    const missing = await app.request('/api/other');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
  });

  it('answers 503 when the message cannot be stored, and 500 without internals on a bug', async () => {
    const broken = site.makeApp({
      store: { add: () => Promise.reject(new Error('disk full at /secret/path')) },
    });
    const response = await broken.request('/api/contact', {
      method: 'POST',
      body: JSON.stringify(valid),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain('/secret/path');

    const buggy = site.makeApp({
      clientOf: () => {
        throw new Error('bug at /secret/path');
      },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await buggy.request('/api/contact', { method: 'POST', body: '{}' });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
    expect(failure.status).toBe(500);
    const text = await failure.text();
    expect(text).not.toContain('/secret/path');
    expect(JSON.parse(text).error.code).toBe('internal_error');
    expect(failure.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('pages', () => {
  it('carry an ETag per language and encoding, and answer 304 without the page while it still matches', async () => {
    const first = await app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.request('/', {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': ifNoneMatch },
      });
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('vary')).toContain('Accept-Encoding');
      expect(await again.text()).toBe('');
    }

    // Another encoding or language is another representation, with its own validator.
    const plain = await app.request('/', { headers: { 'If-None-Match': etag } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('etag')).not.toBe(etag);
    for (const language of languages.slice(1)) {
      const other = await app.request(languageBasename(language), {
        headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
      });
      expect(other.status, language).toBe(200);
      expect(other.headers.get('etag'), language).not.toBe(etag);
    }
  });

  it('send the not-found page with its 404 whatever the validator', async () => {
    const missing = await app.request('/nothing-here');
    const again = await app.request('/nothing-here', {
      headers: { 'If-None-Match': missing.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(404);
    expect(await again.text()).not.toBe('');
  });
});

/** The language of the page an answer holds. */
const langOf = async (response: Response) => /<html lang="(\w+)"/.exec(await response.text())?.[1];

describe('language URLs', () => {
  it('serve each page in the language its URL names, the same to every visitor, so that a CDN keeps one copy', async () => {
    for (const [url, lang] of [
      ['/proyectos/', fallbackLanguage],
      ...languages.flatMap((language) => [
        [localizedPath('/', language), language] as const,
        [localizedPath('/proyectos', language), language] as const,
      ]),
    ] as const) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-language'), url).toBe(lang);
      expect(response.headers.get('vary'), url).toBe('Accept-Encoding');
      expect(await langOf(response), url).toBe(lang);
    }
    // The URL says the language, whatever the visitor's cookie or browser prefers.
    const second = await app.request(localizedPath('/proyectos', secondLanguage), {
      headers: { Cookie: `i18next=${fallbackLanguage}`, 'Accept-Language': regionalTag(fallbackLanguage) },
    });
    expect(await langOf(second)).toBe(secondLanguage);
  });

  // What follows moves a visitor between two languages: a site with one has no such URL.
  it('serves the files the build writes in each language’s folder, such as its JSON Resume', async () => {
    for (const language of languages) {
      const response = await app.request(localizedPath('/resume.json', language));
      expect(response.status, language).toBe(200);
      expect(response.headers.get('content-type'), language).toContain('application/json');
      expect(await response.json(), language).toEqual({ language });
    }
  });

  it.skipIf(singleLanguage)("moves `/<code>` to the language's home `/<code>/`, for good", async () => {
    const response = await app.request(`/${secondLanguage}?x=1`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`${languageBasename(secondLanguage)}?x=1`);
  });

  it('sends a numbered list page that the build did not write to /not-found, as it does an unknown slug', async () => {
    // Page 1 of a list is its own URL, never a numbered one, whatever the content; nor is a number in words.
    for (const path of [
      routes.projectsPage.href(1),
      routes.projectsPage.href('two'),
      routes.categoryPage.href('nope', 2),
    ]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(routes.notFound.href());
    }
  });

  it.skipIf(singleLanguage)(
    'answers an unknown URL under /<code>/ with the not-found page in that language, and an unknown slug with /<code>/not-found',
    async () => {
      const base = languageBasename(secondLanguage);
      for (const url of ['nothing-here', 'index.html', '404.html', 'assets/app.js'].map(
        (rest) => base + rest,
      )) {
        const response = await app.request(url);
        expect(response.status, url).toBe(404);
        expect(await langOf(response), url).toBe(secondLanguage);
      }
      const fallback = await app.request('/index.html');
      expect([fallback.status, await langOf(fallback)]).toEqual([404, fallbackLanguage]);
      for (const language of [fallbackLanguage, secondLanguage]) {
        const table = routesIn(language);
        const response = await app.request(localizedPath(table.category.href('nope'), language));
        expect(response.headers.get('location')).toBe(localizedPath(table.notFound.href(), language));
      }
    },
  );

  it.skipIf(singleLanguage)(
    "redirects ?lng= to that language's URL, keeping the rest of the query, and stores the choice",
    async () => {
      const base = languageBasename(secondLanguage);
      for (const [url, location, language] of [
        [`/?lng=${secondLanguage}&x=1`, `${base}?x=1`, secondLanguage],
        [`/proyectos?lng=${regionalTag(secondLanguage)}`, `${base}proyectos`, secondLanguage],
        [`${base}proyectos?lng=${fallbackLanguage}`, '/proyectos', fallbackLanguage],
        [`/${secondLanguage}?lng=${fallbackLanguage}`, '/', fallbackLanguage],
        [`/nothing-here?lng=${secondLanguage}`, `${base}nothing-here`, secondLanguage],
      ] as const) {
        const response = await app.request(url);
        expect(response.status, url).toBe(302);
        expect(response.headers.get('location'), url).toBe(location);
        expect(response.headers.get('cache-control'), url).toBe('no-store');
        expect(response.headers.get('set-cookie'), url).toBe(
          `i18next=${language}; Max-Age=31536000; Path=/; SameSite=Lax`,
        );
      }
      // Files keep their URL; a language the site does not have is no redirect.
      expect((await app.request(`/favicon.svg?lng=${secondLanguage}`)).status).toBe(200);
      expect((await app.request(`/?lng=${unknownLanguage}`)).status).toBe(200);
    },
  );

  it.skipIf(singleLanguage)(
    'keeps the choice for the site’s folder only, when it is published in one',
    async () => {
      const inFolder = site.makeApp({}, '/portfolio/');
      const response = await inFolder.request(`/portfolio/?lng=${secondLanguage}`);
      expect([response.status, response.headers.get('location')]).toEqual([
        302,
        `/portfolio${languageBasename(secondLanguage)}`,
      ]);
      expect(response.headers.get('set-cookie')).toBe(
        `i18next=${secondLanguage}; Max-Age=31536000; Path=/portfolio/; SameSite=Lax`,
      );
    },
  );

  it.skipIf(singleLanguage)(
    'sends a visitor whose cookie or browser prefers another language from a fallback-language URL to that language, that answer alone varying',
    async () => {
      const base = languageBasename(secondLanguage);
      for (const headers of [
        { Cookie: `a=1; i18next=${secondLanguage}` },
        {
          'Accept-Language': `${unknownLanguage}-ZZ, ${regionalTag(secondLanguage)};q=0.8, ${fallbackLanguage};q=0.5`,
        },
      ] as Record<string, string>[]) {
        const response = await app.request('/proyectos?x=1', { headers });
        expect(response.status).toBe(302);
        expect(response.headers.get('location')).toBe(`${base}proyectos?x=1`);
        expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
        expect(response.headers.get('cache-control')).toBe('no-store');
        // From the browser's languages alone it is a guess, and says so to the page (a stored choice may win there).
        expect(response.headers.get('set-cookie') ?? '').toMatch(
          headers['Cookie']
            ? /^$/
            : new RegExp(`^i18next-guess=${secondLanguage}; Max-Age=60; Path=/; SameSite=Lax$`),
        );
      }
      const chosen = await app.request('/', {
        headers: { Cookie: `i18next=${fallbackLanguage}`, 'Accept-Language': secondLanguage },
      });
      expect([chosen.status, await langOf(chosen)]).toEqual([200, fallbackLanguage]);
      const missing = await app.request('/nothing-here', {
        headers: { Cookie: `i18next=${secondLanguage}` },
      });
      expect(missing.headers.get('location')).toBe(`${base}nothing-here`);
    },
  );

  it.skipIf(singleLanguage)(
    'never redirects off this origin, nor into a broken header, whatever the URL',
    async () => {
      const base = languageBasename(secondLanguage);
      for (const [url, location] of [
        [`//evil.com?lng=${fallbackLanguage}`, '/evil.com'],
        [`${base}/evil.com?lng=${fallbackLanguage}`, '/evil.com'],
        [`/%5Cevil.com?lng=${fallbackLanguage}`, '/%5Cevil.com'],
        [`/%5C%5Cevil.com?lng=${secondLanguage}`, `${base}%5C%5Cevil.com`],
        [`${base}%0d%0aX:1?lng=${fallbackLanguage}`, '/%0d%0aX:1'],
        [`${base}caf%C3%A9?lng=${fallbackLanguage}`, '/caf%C3%A9'],
      ] as const) {
        const response = await app.request(url);
        expect([response.status, response.headers.get('location')], url).toEqual([302, location]);
      }
      const preferred = await app.request('//evil.com', { headers: { Cookie: `i18next=${secondLanguage}` } });
      expect(preferred.headers.get('location')).toBe(`${base}evil.com`);
    },
  );

  it('takes a malformed cookie or a wildcard Accept-Language as no preference', async () => {
    for (const headers of [
      { Cookie: 'i18next=%' },
      { Cookie: 'i18next=%E0%A4%A; other=%' },
      { 'Accept-Language': `*, ${secondLanguage};q=0.5` },
      { 'Accept-Language': ';;;=,,' },
    ] as Record<string, string>[]) {
      const response = await app.request('/', { headers });
      expect([response.status, await langOf(response)], JSON.stringify(headers)).toEqual([
        200,
        fallbackLanguage,
      ]);
    }
  });
});
