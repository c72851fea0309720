import { readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { expect } from '@playwright/test';

// The HTTP of pages and files that every platform answers alike (the Node server, the edge Worker), each case checked
// against a running site's origin by e2e/hostile-requests.spec.ts. The contact API's inputs are e2e/contact-inputs.ts.

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: no client decoded them. */
  body: Buffer;
}

/**
 * One request on a connection of its own, its path sent as written (a URL would normalise the dots away), and its answer
 * as it came over the wire.
 */
function send(
  origin: string,
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname, port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The size of a built file, as a Content-Length states it. */
const size = (file: string) => String(statSync(`dist/client/${file}`).size);

/** A page's URL, the file the build wrote for it, its status. */
const pages = [
  ['/es/', 'es/index.html', 200],
  ['/no/such/page', '404.html', 404],
] as const;
/** An Accept-Encoding, the encoding it gets, and the suffix of the build's copy in it. */
const encodings = [
  ['br', 'br', '.br'],
  ['br, gzip', 'br', '.br'],
  ['gzip', 'gzip', '.gz'],
  ['identity', undefined, ''],
  ['', undefined, ''],
] as const;

/** A strong entity tag: quoted, without `W/`. */
const STRONG = /^"[^"]+"$/;

/** The build's table of the files it publishes besides its pages (server/core/file-table.ts). */
const table = JSON.parse(readFileSync('dist/server/files.json', 'utf8')) as Record<
  string,
  { size: number; copies: Record<string, number> }
>;
/** The largest file with compressed copies (a script), and the largest without (the résumé's PDF, a picture). */
const bySize = Object.entries(table).toSorted(([, a], [, b]) => b.size - a.size);
const [compressed = ''] = bySize.find(([, file]) => file.copies['br'] && file.copies['gzip']) ?? [];
const [whole = ''] = bySize.find(([, file]) => !Object.keys(file.copies).length) ?? [];

export const hostileRequests: { name: string; check(origin: string): Promise<void> }[] = [
  {
    name: 'pages are sent as the build compressed them, by Accept-Encoding, with their length, on GET and HEAD',
    async check(origin) {
      for (const [path, file, status] of pages) {
        for (const [accept, encoding, suffix] of encodings) {
          const headers: Record<string, string> = accept ? { 'Accept-Encoding': accept } : {};
          const get = await send(origin, path, 'GET', headers);
          const head = await send(origin, path, 'HEAD', headers);
          for (const [method, answer] of [
            ['GET', get],
            ['HEAD', head],
          ] as const) {
            const at = `${method} ${path} (${accept || 'no Accept-Encoding'})`;
            expect(answer.status, at).toBe(status);
            expect(answer.headers['content-encoding'], at).toBe(encoding);
            expect(answer.headers['content-length'], at).toBe(size(file + suffix));
            expect(answer.headers['vary'], at).toContain('Accept-Encoding');
            expect(answer.headers['etag'], at).toBe(get.headers['etag']);
          }
          expect(get.body.length, path).toBe(Number(size(file + suffix)));
          expect(head.body.length, path).toBe(0);
        }
      }
    },
  },
  {
    name: "a page's strong ETag names one encoding: it revalidates that copy only",
    async check(origin) {
      const tags = new Map<string, string>();
      for (const accept of ['br', 'gzip', 'identity']) {
        const etag = String(
          (await send(origin, '/es/', 'GET', { 'Accept-Encoding': accept })).headers['etag'],
        );
        expect(etag, accept).toMatch(STRONG);
        tags.set(accept, etag);
      }
      expect(new Set(tags.values()).size, 'one tag per encoding').toBe(3);
      for (const [accept, own] of tags) {
        for (const [other, etag] of tags) {
          const answer = await send(origin, '/es/', 'GET', {
            'Accept-Encoding': accept,
            'If-None-Match': etag,
          });
          expect(answer.status, `${accept} revalidated with the ${other} tag`).toBe(etag === own ? 304 : 200);
        }
        // If-None-Match compares weakly, and takes a list.
        for (const condition of [`W/${own}`, `"other", ${own}`]) {
          const answer = await send(origin, '/es/', 'GET', {
            'Accept-Encoding': accept,
            'If-None-Match': condition,
          });
          expect([answer.status, answer.body.length], `${accept}: If-None-Match ${condition}`).toEqual([
            304, 0,
          ]);
        }
      }
    },
  },
  {
    name: 'If-None-Match: * answers 304 for a page that exists, and the not-found page with its 404',
    async check(origin) {
      const page = await send(origin, '/es/', 'GET', { 'Accept-Encoding': 'br', 'If-None-Match': '*' });
      expect([page.status, page.body.length]).toEqual([304, 0]);
      expect(page.headers['etag']).toMatch(STRONG);
      const missing = await send(origin, '/no/such/page', 'GET', { 'If-None-Match': '*' });
      expect([missing.status, missing.body.length]).toEqual([404, Number(size('404.html'))]);
    },
  },
  {
    name: "a file's HEAD states the length its GET sends",
    async check(origin) {
      // Asked without Accept-Encoding: on the edge, Cloudflare compresses the files after the Worker (Miniflare too).
      for (const file of ['favicon.svg', 'sitemap.xml', 'robots.txt']) {
        const get = await send(origin, `/${file}`, 'GET', {});
        const head = await send(origin, `/${file}`, 'HEAD', {});
        expect([get.status, get.headers['content-length'], get.body.length], file).toEqual([
          200,
          size(file),
          Number(size(file)),
        ]);
        expect([head.status, head.headers['content-length'], head.body.length], file).toEqual([
          200,
          size(file),
          0,
        ]);
      }
    },
  },
  {
    name: "no path escapes the build folder, and no page is served at its file's path",
    async check(origin) {
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
        const { status, headers, body } = await send(origin, target, 'GET', {});
        // Two-segment paths look like an unknown project: redirected to the not-found page, never elsewhere.
        if (status === 302) expect(headers['location'], target).toBe('/not-found');
        else expect([400, 404], target).toContain(status);
        const text = body.toString('latin1');
        expect(text, target).not.toContain('"bilingual-portfolio"');
        expect(text, target).not.toContain('root:x:0:0');
        expect(text, target).not.toContain('createApp');
      }
      // Pages are served at their URLs only, and their compressed copies with them.
      for (const file of ['/index.html', '/es/index.html', '/index.html.br', '/es/404.html.gz'])
        expect((await send(origin, file, 'GET', {})).status, file).toBe(404);
    },
  },
  {
    name: 'no redirect leaves the origin or breaks a header, whatever the path',
    async check(origin) {
      for (const [path, headers] of [
        ['//evil.example?lng=en', {}],
        ['/es//evil.example?lng=en', {}],
        ['/%5Cevil.example?lng=en', {}],
        ['/\\evil.example?lng=es', {}],
        ['/es/%0d%0aX:1?lng=en', {}],
        ['//evil.example', { Cookie: 'i18next=es' }],
      ] as const) {
        const { status, headers: answer } = await send(origin, path, 'GET', headers);
        // Node's HTTP parser refuses a raw backslash in the request line itself, before any redirect.
        if (path.includes('\\') && status === 400) continue;
        const location = String(answer['location']);
        expect(status, path).toBe(302);
        expect(location, path).toMatch(/^\/(?![/\\])[^\s]*$/);
        expect(new URL(location, origin).origin, path).toBe(origin);
        expect(answer['x'], path).toBeUndefined();
      }
    },
  },
  {
    name: 'a malformed cookie or a wildcard Accept-Language is no preference, on a page and a form post',
    async check(origin) {
      for (const headers of [{ Cookie: 'i18next=%' }, { 'Accept-Language': '*, es;q=0.5' }] as Record<
        string,
        string
      >[]) {
        const page = await send(origin, '/', 'GET', headers);
        expect([page.status, page.headers['content-language']], JSON.stringify(headers)).toEqual([200, 'en']);
      }
      // A form post without its language field is answered in the negotiated one: a page, with the site's headers.
      const form = await send(
        origin,
        '/api/contact',
        'POST',
        { Cookie: 'i18next=%', 'Content-Type': 'application/x-www-form-urlencoded' },
        'name=Ana&email=&message=Hola',
      );
      expect([form.status, form.headers['content-language']]).toEqual([400, 'en']);
      expect(form.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(form.body.toString('utf8')).toContain('Hola');
    },
  },
  {
    name: 'only what the site publishes is served: no compressed copy at its own path, no host settings',
    async check(origin) {
      for (const path of [
        `${compressed}.br`,
        `${compressed}.gz`,
        '/_redirects',
        '/_headers',
        '/.assetsignore',
      ]) {
        const answer = await send(origin, path, 'GET', {});
        expect(answer.status, path).toBe(404);
        expect(answer.headers['content-type'], path).toContain('text/html');
      }
    },
  },
  {
    name: "a file comes in the encoding the client values most, its HEAD stating its GET's length and validator",
    async check(origin) {
      for (const [accept, encoding, suffix] of [
        ['br;q=0.5, gzip;q=0.9', 'gzip', '.gz'],
        ['gzip;q=0.8, br', 'br', '.br'],
        ['br;q=0, gzip;q=0', undefined, ''],
      ] as const) {
        // Not asked with encodings of equal weight, nor with identity refused: in front of the Worker, Cloudflare's
        // front line (Miniflare's copy of it here) re-encodes to the first listed, or answers 415 (docs/deploy.md).
        const get = await send(origin, compressed, 'GET', { 'Accept-Encoding': accept });
        const head = await send(origin, compressed, 'HEAD', { 'Accept-Encoding': accept });
        for (const [method, answer] of [
          ['GET', get],
          ['HEAD', head],
        ] as const) {
          const at = `${method} ${compressed} (${accept})`;
          expect([answer.status, answer.headers['content-encoding']], at).toEqual([200, encoding]);
          expect(answer.headers['content-length'], at).toBe(size(compressed.slice(1) + suffix));
          expect(answer.headers['etag'], at).toMatch(STRONG);
          expect(answer.headers['etag'], at).toBe(get.headers['etag']);
          expect(answer.headers['last-modified'], at).toBeUndefined();
        }
        expect([get.body.length, head.body.length], accept).toEqual([
          Number(size(compressed.slice(1) + suffix)),
          0,
        ]);
        const again = await send(origin, compressed, 'GET', {
          'Accept-Encoding': accept,
          'If-None-Match': String(get.headers['etag']),
        });
        expect([again.status, again.body.length], `revalidated (${accept})`).toEqual([304, 0]);
      }
      // A page too.
      const page = await send(origin, '/', 'GET', { 'Accept-Encoding': 'br;q=0.5, gzip;q=0.9' });
      expect(page.headers['content-encoding']).toBe('gzip');
    },
  },
  {
    name: 'a file sent as it is answers a byte range, and says when a range is past its end',
    async check(origin) {
      const length = Number(size(whole.slice(1)));
      const part = await send(origin, whole, 'GET', { Range: 'bytes=0-99' });
      expect([part.status, part.headers['content-range'], part.headers['content-length']]).toEqual([
        206,
        `bytes 0-99/${length}`,
        '100',
      ]);
      expect(part.body).toEqual(readFileSync(`dist/client${whole}`).subarray(0, 100));
      const past = await send(origin, whole, 'GET', { Range: `bytes=${length}-` });
      expect([past.status, past.headers['content-range']]).toEqual([416, `bytes */${length}`]);
    },
  },
  {
    name: 'a file is read with GET and HEAD only: another method gets 405 JSON and the methods allowed',
    async check(origin) {
      for (const path of ['/robots.txt', compressed]) {
        const answer = await send(origin, path, 'POST', { 'Content-Type': 'text/plain' }, 'x');
        expect([answer.status, answer.headers['allow']], path).toEqual([405, 'GET, HEAD']);
        expect(JSON.parse(answer.body.toString('utf8')).error.code, path).toBe('method_not_allowed');
      }
    },
  },
  {
    name: 'a URL longer than any of the site is refused, not answered',
    async check(origin) {
      const long = await send(origin, `/${'a'.repeat(12 * 1024)}`, 'GET', {});
      expect(long.status).toBe(414);
      expect(long.headers['x-frame-options']).toBe('DENY');
      // Past 16 KB, Node's HTTP parser refuses the request itself before the app: 431, and it closes the connection,
      // which the client may see as a reset while it still sends (docs/deploy.md). Never a page.
      const huge = await send(origin, `/${'a'.repeat(64 * 1024)}`, 'GET', {}).then(
        (answer) => answer.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect([414, 431, 'ECONNRESET']).toContain(huge);
    },
  },
];
