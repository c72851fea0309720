// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from '../testing/test-site';
import { MAX_URL_LENGTH } from './app';
import { requestedRange } from './file-answer';

let site: ReturnType<typeof createTestSite>;
let app: ReturnType<typeof site.makeApp>;
beforeAll(() => {
  site = createTestSite();
  app = site.makeApp();
});
afterAll(() => site.dispose());

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  app.request(path, { method, headers });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('published files', () => {
  it('are only those the build publishes: no compressed copy at its own path, no host settings, no dotfile', async () => {
    expect((await get('/assets/app.js')).status).toBe(200);
    for (const path of [
      '/assets/app.js.br',
      '/assets/app.js.gz',
      '/_redirects',
      '/.assetsignore',
      '/files.json',
    ])
      expect((await get(path)).status, path).toBe(404);
  });

  it('come in the encoding the client values most (q-values), with the length and validator of that copy, on GET and HEAD', async () => {
    const tags = new Set<string>();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ['gzip;q=0.9, br;q=0.9', 'br'],
      ['br;q=0, gzip;q=0', null],
      ['identity;q=0', null],
      ['', null],
    ] as const) {
      const whole = await get('/assets/app.js', { 'Accept-Encoding': accept });
      const head = await get('/assets/app.js', { 'Accept-Encoding': accept }, 'HEAD');
      const body = await bytesOf(whole);
      expect([whole.status, whole.headers.get('content-encoding')], accept).toEqual([200, encoding]);
      expect(whole.headers.get('content-length'), accept).toBe(String(body.byteLength));
      expect(whole.headers.get('vary'), accept).toBe('Accept-Encoding');
      expect(whole.headers.get('last-modified'), accept).toBeNull();
      for (const name of ['content-encoding', 'content-length', 'etag', 'content-type'])
        expect(head.headers.get(name), `HEAD ${name} (${accept})`).toBe(whole.headers.get(name));
      expect((await bytesOf(head)).byteLength, accept).toBe(0);
      tags.add(String(whole.headers.get('etag')));
    }
    expect(tags.size, 'one strong validator per copy').toBe(3);
  });

  it('answer 304 while the copy asked for is the one named by If-None-Match', async () => {
    const etag = String((await get('/assets/app.js', { 'Accept-Encoding': 'br' })).headers.get('etag'));
    expect(etag).toMatch(/^"[^"]+-br"$/);
    const same = await get('/assets/app.js', { 'Accept-Encoding': 'br', 'If-None-Match': etag });
    expect([same.status, (await bytesOf(same)).byteLength]).toEqual([304, 0]);
    expect((await get('/assets/app.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(
      200,
    );
  });

  it('send a byte range of a file as it is, and say when the range is past its end', async () => {
    const whole = await bytesOf(await get('/favicon.svg'));
    const part = await get('/favicon.svg', { Range: 'bytes=5-9' });
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([
      206,
      `bytes 5-9/${whole.byteLength}`,
      '5',
    ]);
    expect(await bytesOf(part)).toEqual(whole.subarray(5, 10));
    const last = await get('/favicon.svg', { Range: 'bytes=-3' });
    expect(await bytesOf(last)).toEqual(whole.subarray(-3));
    const past = await get('/favicon.svg', { Range: `bytes=${whole.byteLength}-` });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${whole.byteLength}`]);
    // Several ranges, another unit, or an If-Range for another version: the whole file.
    for (const headers of [
      { Range: 'bytes=0-1, 4-5' } as Record<string, string>,
      { Range: 'items=0-1' },
      { Range: 'bytes=0-1', 'If-Range': '"old"' },
    ])
      expect((await get('/favicon.svg', headers)).status, JSON.stringify(headers)).toBe(200);
  });

  it('are read with GET and HEAD only: another method gets 405 and the methods it may use', async () => {
    const posted = await app.request('/favicon.svg', { method: 'POST', body: 'x' });
    expect([posted.status, posted.headers.get('allow'), (await posted.json()).error.code]).toEqual([
      405,
      'GET, HEAD',
      'method_not_allowed',
    ]);
  });
});

describe('a URL past the longest answered', () => {
  it('gets 414 with the security headers, whatever it names', async () => {
    for (const path of ['/assets/app.js', '/', '/nothing']) {
      const answer = await get(`${path}?${'a'.repeat(MAX_URL_LENGTH)}`);
      expect([answer.status, (await answer.json()).error.code], path).toEqual([414, 'uri_too_long']);
      expect(answer.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });
});

describe('a Range header', () => {
  it.each([
    ['bytes=0-', 10, { start: 0, end: 9 }],
    ['bytes=2-100', 10, { start: 2, end: 9 }],
    ['bytes=10-', 10, 'unsatisfiable'],
    ['bytes=x-y', 10, undefined],
    ['bytes=3-1', 10, 'unsatisfiable'],
    [undefined, 10, undefined],
  ])('%j of %i bytes is %j', (range, size, expected) => {
    expect(requestedRange(range, undefined, size, '"t"')).toEqual(expected);
  });
});
