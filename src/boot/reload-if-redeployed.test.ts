import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadIfRedeployed } from './reload-if-redeployed';

const chunk = 'https://site.example/assets/home-page-a1.js';
const failure = (url = chunk) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

function answer(status: number, type = 'text/javascript') {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(null, { status, headers: { 'content-type': type } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('reloadIfRedeployed', () => {
  it('reloads once when the server no longer has the chunk, and not again for the same chunk', async () => {
    const fetch = answer(404, 'text/html');
    const reload = vi.fn<() => void>();
    expect(await reloadIfRedeployed(failure(`${chunk}?retry=2`), reload)).toBe(true);
    expect(fetch).toHaveBeenCalledWith(new URL(chunk), { method: 'HEAD', cache: 'no-store' });
    // The reloaded page misses it too: a broken deploy, not a stale page.
    expect(await reloadIfRedeployed(failure(), reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await reloadIfRedeployed(failure('https://site.example/assets/footer-b2.js'), reload)).toBe(true);
  });

  it('reloads when a static host answers with its HTML page where the chunk was', async () => {
    answer(200, 'text/html; charset=utf-8');
    expect(await reloadIfRedeployed(failure(), vi.fn<() => void>())).toBe(true);
  });

  it('leaves a chunk that is still there, a server error and a network failure to the retries', async () => {
    const reload = vi.fn<() => void>();
    answer(200);
    expect(await reloadIfRedeployed(failure(), reload)).toBe(false);
    answer(503, 'text/html');
    expect(await reloadIfRedeployed(failure(), reload)).toBe(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await reloadIfRedeployed(failure(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the browser names no URL, or session storage cannot keep it from looping', async () => {
    const fetch = answer(404);
    const reload = vi.fn<() => void>();
    expect(await reloadIfRedeployed(new TypeError('Importing a module script failed.'), reload)).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(await reloadIfRedeployed(failure(), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});
