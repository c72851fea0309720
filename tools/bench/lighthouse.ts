// Lighthouse runs as the bench makes them: a fresh headless Chromium (tools/chromium.mjs's flags), runs that count
// (a run Lighthouse could not record, or made on a host it found too slow, is made again), and the two series of a
// page, warm and fresh, each summarised as the medians of its runs with the median run's report kept.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { median, summarise, type Summary } from './lighthouse-summary';

export const MAX_ATTEMPTS = 4;
// Lighthouse's own threshold (core/gather/driver/environment.js): at or below this benchmark index it warns that
// "the tested device appears to have a slower CPU than Lighthouse expects", since its 4x CPU model then inflates
// every task. On this machine the index moved between about 850 and 2180 within a day (docs/decisions.md).
export const SLOW_HOST_BENCHMARK_INDEX = 1000;

/** Lighthouse's presets: mobile is its default (a simulated slow phone), desktop its desktop configuration. */
export const presets = { mobile: undefined, desktop: desktopConfig } satisfies Record<
  string,
  Config | undefined
>;
export type Preset = keyof typeof presets;

/** One page in one language, measured one way. */
export interface Series {
  name: string;
  path: string;
  language: string;
  preset: Preset;
  browser: 'warm' | 'fresh';
}
/** A series' medians, and the range of Lighthouse's benchmark index over its runs. */
export type Row = Series & Summary & { hostIndex: string };

/** Why a Lighthouse run does not count, if it does not: no result at all, or a host Lighthouse found too slow. */
export function runProblem(lhr: Result): string | undefined {
  if (lhr.runtimeError) return `failed (${lhr.runtimeError.code})`;
  const index = lhr.environment?.benchmarkIndex;
  if (Number.isFinite(index) && index <= SLOW_HOST_BENCHMARK_INDEX)
    return `host too slow for Lighthouse (benchmark index ${Math.round(index)})`;
  return undefined;
}

/** Runs `task` with a fresh headless Chromium's debugging port, and closes the browser after. */
export async function withBrowser<T>(task: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // chrome-launcher starts a headed browser unless told; Playwright's launch is headless already.
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    return await task(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** Runs Lighthouse and returns its result; Lighthouse answers nothing only when given no URL. */
export async function lighthouseResult(url: string, flags: Flags, config?: Config): Promise<Result> {
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

const runFlags = (port: number): Flags => ({ port, output: 'json', logLevel: 'error' });

/**
 * Runs Lighthouse on `url` until a run counts (see runProblem), a few attempts at most; returns the last run.
 * A run that Lighthouse itself could not record (NO_NAVSTART, a protocol timeout) has no scores at all, and one it
 * measured on a host it found too slow for its CPU model is not a measurement of the page.
 */
export async function countedRun(url: string, port: number, config: Config | undefined, label: string) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseResult(url, runFlags(port), config);
    const problem = runProblem(lhr);
    if (!problem) return lhr;
    console.warn(`${label}, attempt ${attempt}: ${problem}`);
    if (attempt >= MAX_ATTEMPTS) return lhr;
  }
}

/** The medians of a series of runs as one row; the report of its median run is written to `reportsDir`. */
export function recordSeries(runs: Result[], series: Series, reportsDir: string): Row {
  const { name, language, preset, browser } = series;
  const summaries = runs.map(summarise);
  const keys = Object.keys(summaries[0] ?? {}) as (keyof Summary)[];
  const summary = Object.fromEntries(
    keys.map((key) => [key, median(summaries.map((s) => s[key]))]),
  ) as unknown as Summary;
  // Keep the report of the run closest to the median performance score, without its screenshots.
  const kept = runs[summaries.findIndex((s) => s.performance === summary.performance)] ?? runs[0];
  if (!kept) throw new Error(`no run of ${name} ${language} ${preset} to record`);
  for (const id of ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'])
    delete kept.audits[id];
  delete kept.fullPageScreenshot;
  const suffix = browser === 'fresh' ? '-fresh' : '';
  writeFileSync(join(reportsDir, `${name}-${language}-${preset}${suffix}.json`), JSON.stringify(kept));
  const indexes = runs.map((lhr) => Math.round(lhr.environment?.benchmarkIndex)).filter(Number.isFinite);
  const hostIndex = indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : '-';
  console.log(`${name} ${language} ${preset} (${browser} browser): ${JSON.stringify(summary)}`);
  return { ...series, ...summary, hostIndex };
}

/** A page to measure: its name (for the reports' files), its path, its language and its URL. */
export interface PageUrl {
  name: string;
  path: string;
  language: string;
  url: string;
}

/**
 * Warm: one browser for the page, one unrecorded run, then `runs` measured runs of each preset in that browser, as a
 * visitor's browser that has been running a while. Two ways of measuring, so that a regression shows in either
 * (docs/decisions.md): with `fresh`, also a new browser for every measured mobile run, after one unrecorded run, as
 * most single Lighthouse measurements are made.
 */
export async function measurePage(
  page: PageUrl,
  options: { runs: number; presets: readonly Preset[]; fresh: boolean; reportsDir: string },
): Promise<Row[]> {
  const { name, path, language, url } = page;
  const { runs, reportsDir } = options;
  const rows: Row[] = [];
  await withBrowser(async (port) => {
    await lighthouse(url, runFlags(port));
    for (const preset of options.presets) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run++)
        results.push(
          await countedRun(url, port, presets[preset], `${name} ${language} ${preset}: run ${run + 1}`),
        );
      rows.push(recordSeries(results, { name, path, language, preset, browser: 'warm' }, reportsDir));
    }
  });
  if (!options.fresh) return rows;
  const fresh: Result[] = [];
  for (let run = 0; run < runs; run++) {
    fresh.push(
      await withBrowser(async (port) => {
        await lighthouse(url, runFlags(port));
        return countedRun(url, port, undefined, `${name} ${language} mobile, fresh: run ${run + 1}`);
      }),
    );
  }
  rows.push(recordSeries(fresh, { name, path, language, preset: 'mobile', browser: 'fresh' }, reportsDir));
  return rows;
}
