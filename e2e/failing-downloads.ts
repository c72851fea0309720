import { readFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { expect, type Language } from './site';

/** The built files of the client, by source module (Vite's manifest): which hashed chunk holds what. */
const manifest = JSON.parse(
  readFileSync(new URL('../dist/client/.vite/manifest.json', import.meta.url), 'utf8'),
) as Record<string, { file: string }>;

/** A chunk's path on the site, as the browser requests it. */
export function chunkOf(source: string): string {
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the client build's manifest`);
  return `/${entry.file}`;
}

/** The chunks holding a language's texts (every namespace). */
export const textChunks = (language: Language) =>
  Object.keys(manifest)
    .filter((source) => source.startsWith(`content/texts/${language}/`))
    .map(chunkOf);

/**
 * Every download a route handler saw, by path (the query, such as a retry's, left out). HEAD requests (the page
 * asking whether a failed chunk still exists) are not downloads.
 */
export function requestLog() {
  const log: string[] = [];
  return {
    log,
    record: (route: Route) => {
      if (route.request().method() === 'GET') log.push(new URL(route.request().url()).pathname);
    },
    count: (path: string) => log.filter((seen) => seen === path).length,
  };
}

/** The app has taken over the prerendered page (it marks `<html data-hydrated>`). */
export async function waitForApp(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Moves the page's fake clock (`page.clock.install()`) on a second at a time until `done` holds: through the download
 * retries' backoff (350 ms doubling, up to 5.6 s) in a moment of real time. The clock also runs as usual meanwhile
 * (pausing it would also hold React's own timers).
 */
export async function runClockUntil(page: Page, done: () => Promise<boolean>, message: string) {
  await expect
    .poll(
      async () => {
        if (await done()) return true;
        await page.clock.fastForward(1000);
        return done();
      },
      { message, intervals: [50], timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * The requests a test failed on purpose show in the console as "Failed to load resource", and a download that
 * failed on every try as the DownloadError that React logs when its error screen catches it; anything else (another
 * error, a hydration warning) still fails the test.
 */
export function expectOnlyFailedDownloads(problems: string[]) {
  const expected =
    /^error: (Failed to load resource|DownloadError: Failed to fetch dynamically imported module)/;
  expect(problems.filter((problem) => !expected.test(problem))).toEqual([]);
  problems.length = 0;
}
