import { DOWNLOAD_RETRIES } from '@/lib/constants';

/** A module that could not be downloaded on any try: the network's or the server's failure, not the code's. */
export class DownloadError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'DownloadError';
  }
}

/** The module a failed dynamic import names in its message (Chromium's and Firefox's do; Safari's does not). */
export function failedUrl(error: unknown): URL | undefined {
  const match = error instanceof Error ? /https?:\/\/\S+/.exec(error.message) : null;
  return match ? new URL(match[0]) : undefined;
}

const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Retries made on this page so far. Each retry's `retry` query is the next number, so that no retry ever imports a URL
 * the page has tried before, in this round or an earlier one (the error screen's Try again starts a new round).
 */
let retriesMade = 0;

/**
 * Runs `load`, which must be `() => import('…')` and nothing more (a retry imports the URL that failed and returns
 * that module), and while the download fails tries again after 350 ms, then twice as long, 5 times.
 *
 * Each retry is a request that reaches the network: a browser may keep a failed fetch in the page's module map (Firefox
 * and Safari do, and so does Chromium 150; whatwg/html#10327 asks browsers not to), so a retry imports the failed URL
 * with a `retry` query the page has never used. A failed dependency of that module stays failed in such a browser:
 * only a new page (the error screen's way home) gets it. Only a failed download, a TypeError
 * in every browser, is tried again: a module that throws as it runs would only throw again.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  reimport: (url: string) => Promise<unknown> = importUrl,
  { retries, firstDelayMs }: { retries: number; firstDelayMs: number } = DOWNLOAD_RETRIES,
): Promise<T> {
  let failure: unknown;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, firstDelayMs * 2 ** (attempt - 1)));
    const url = failedUrl(failure);
    url?.searchParams.set('retry', String((retriesMade += 1)));
    try {
      return await (url ? (reimport(url.href) as Promise<T>) : load());
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      failure = error;
    }
  }
  throw new DownloadError(failure);
}
