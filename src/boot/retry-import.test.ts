import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DownloadError, failedUrl, retryImport } from './retry-import';

const chunk = 'https://site.example/assets/project-detail-page-a1.js';
const failedFetch = (url = chunk) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);
const module = { Component: 'detail' };
/** The chunk's URL with a retry query. */
const retryOf = (url: string) => new RegExp(`^${url.replace(/[.?]/g, '\\$&')}\\?retry=\\d+$`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Settles `promise` while the fake clock runs `ms` on, and says whether it had settled by then. */
async function after<T>(promise: Promise<T>, ms: number) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('retryImport', () => {
  it('returns the module of a first try that succeeds, without waiting', async () => {
    const load = vi.fn<() => Promise<typeof module>>(async () => module);
    await expect(retryImport(load)).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('imports the failed URL again with a retry query, 350 ms after the failure, then twice as long each time', async () => {
    const reimport = vi.fn<(url: string) => Promise<unknown>>(async (url) => {
      if (reimport.mock.calls.length === 3) return module;
      throw failedFetch(url);
    });
    const loading = retryImport(() => Promise.reject(failedFetch()), reimport);
    await vi.advanceTimersByTimeAsync(349);
    expect(reimport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reimport).toHaveBeenLastCalledWith(expect.stringMatching(retryOf(chunk)));
    await vi.advanceTimersByTimeAsync(699);
    expect(reimport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 1400);
    expect(reimport).toHaveBeenCalledTimes(3);
    for (const [url] of reimport.mock.calls) expect(url).toMatch(retryOf(chunk));
    await expect(loading).resolves.toBe(module);
  });

  it('never imports the same URL twice, across rounds (a browser may keep a failed fetch in its module map)', async () => {
    const reimport = vi.fn<(url: string) => Promise<unknown>>(async (url) =>
      Promise.reject(failedFetch(url)),
    );
    const round = () => retryImport(() => Promise.reject(failedFetch()), reimport).catch(() => undefined);
    const first = round();
    await vi.advanceTimersByTimeAsync(10_850);
    await first;
    const second = round();
    await vi.advanceTimersByTimeAsync(10_850);
    await second;
    const urls = reimport.mock.calls.map(([url]) => url);
    expect(urls).toHaveLength(10);
    expect(new Set(urls).size).toBe(10);
  });

  it('gives up after 5 retries (10.85 s) with a DownloadError that keeps the last failure', async () => {
    const reimport = vi.fn<(url: string) => Promise<unknown>>(async (url) =>
      Promise.reject(failedFetch(url)),
    );
    const loading = retryImport(() => Promise.reject(failedFetch()), reimport);
    const outcome = loading.catch((error: unknown) => error);
    expect(await after(loading, 10_849)).toBe(false);
    expect(await after(loading, 1)).toBe(true);
    const error = await outcome;
    expect(error).toBeInstanceOf(DownloadError);
    expect(error).toMatchObject({ cause: failedFetch(reimport.mock.calls.at(-1)?.[0]) });
    expect(reimport).toHaveBeenCalledTimes(5);
  });

  it('calls the loader again where the browser names no URL (Safari)', async () => {
    const load = vi
      .fn<() => Promise<typeof module>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValueOnce(module);
    const reimport = vi.fn<(url: string) => Promise<unknown>>();
    const loading = retryImport(load, reimport);
    await vi.advanceTimersByTimeAsync(350);
    await expect(loading).resolves.toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
    expect(reimport).not.toHaveBeenCalled();
  });

  it('does not retry a module that throws as it runs', async () => {
    const load = vi.fn<() => Promise<never>>(() => Promise.reject(new SyntaxError('Unexpected token')));
    await expect(retryImport(load)).rejects.toBeInstanceOf(SyntaxError);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('failedUrl', () => {
  it("reads the module's URL from Chromium's and Firefox's messages, and nothing from Safari's", () => {
    expect(failedUrl(failedFetch())?.href).toBe(chunk);
    expect(failedUrl(new TypeError(`error loading dynamically imported module: ${chunk}`))?.href).toBe(chunk);
    expect(failedUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedUrl('not an error')).toBeUndefined();
  });
});
