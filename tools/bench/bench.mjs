// @ts-check
// `npm run bench`: builds, serves the site with `npm start`, runs Lighthouse (mobile and desktop presets, several runs each,
// medians) on the key pages in every language, measures each page's initial JS and CSS, and checks the budgets.
// Writes bench/results.md and the median run's report of each page beside it (bench/reports/); exits 1 when a budget is missed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as prettier from 'prettier';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { builtLanguages, mainPages, pageUrlPath } from './built-pages.mjs';

/** @import { Config, Result } from 'lighthouse' */
/** @typedef {{ raw: number, gzip: number, brotli: number }} Bytes */
/** @typedef {ReturnType<typeof summarise>} Summary */
/** @typedef {{ name: string, path: string, language: string, preset: string, browser: 'warm' | 'fresh' }} Series */
/** @typedef {Series & Summary & { hostIndex: string }} Row */

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4780);
const origin = `http://127.0.0.1:${PORT}`;
// BENCH_PAGES=home,project (names: see mainPages) narrows a run while working; the budgets are checked on whatever ran.
const only = process.env.BENCH_PAGES?.split(',');
// The SEO pass (every prerendered route, every language) runs with the full bench, or alone with --seo-only.
const seoOnly = process.argv.includes('--seo-only');
// The memory pass (the server under load) runs with every bench, or alone with --memory-only.
const memoryOnly = process.argv.includes('--memory-only');
const seoPass = seoOnly || !only;
const lighthousePass = !seoOnly && !memoryOnly;
/** The site's languages, read from the build (dist/server/pages.json names each page's file per language). */
const presets = { mobile: undefined, desktop: desktopConfig };
// Issue 31's targets. LCP: three files after the page, each within its simulated round trip (docs/decisions.md,
// "LCP at the floor").
const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1000,
  tbtMs: 100,
  cls: 0.01,
  homeInitialJsBrotli: 100 * 1024,
  homeTotalBytes: 400 * 1024,
  // The server's resident memory at its peak through LOAD, and once it is over (npm start sets the heap's limits).
  serverRssMb: 150,
};
const LOAD = { seconds: 10, connections: 50, path: '/' };

const MAX_ATTEMPTS = 4;
// Lighthouse's own threshold (core/gather/driver/environment.js): at or below this benchmark index it warns that
// "the tested device appears to have a slower CPU than Lighthouse expects", since its 4x CPU model then inflates
// every task. On this machine the index moved between about 850 and 2180 within a day (docs/decisions.md).
const SLOW_HOST_BENCHMARK_INDEX = 1000;

/**
 * Why a Lighthouse run does not count, if it does not: no result at all, or a host Lighthouse found too slow.
 * @param {Result} lhr
 * @returns {string | undefined}
 */
function runProblem(lhr) {
  if (lhr.runtimeError) return `failed (${lhr.runtimeError.code})`;
  const index = lhr.environment?.benchmarkIndex;
  if (Number.isFinite(index) && index <= SLOW_HOST_BENCHMARK_INDEX)
    return `host too slow for Lighthouse (benchmark index ${Math.round(index)})`;
  return undefined;
}

// Of the runs that measured it: now and then a Lighthouse run reports a score but leaves a metric out.
const median = (/** @type {number[]} */ values) => {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
/**
 * Writes a Markdown report as Prettier formats it, so that `npm test`'s format check passes on what the bench wrote.
 * @param {string} file
 * @param {string} text
 */
async function writeMarkdown(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Bytes of a list of built files: raw, and compressed as the server sends them.
 * @param {string[]} list
 * @returns {Bytes}
 */
const measure = (list) =>
  list.reduce(
    (sum, url) => {
      const data = readFileSync(join('dist/client', url));
      return {
        raw: sum.raw + data.length,
        gzip: sum.gzip + gzipSync(data, { level: 9 }).length,
        brotli:
          sum.brotli + brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );

/**
 * The JS and CSS a page needs to be whole and interactive: the app's entry and its preloads, the stylesheets.
 * @param {string} path
 */
function initialAssets(path) {
  const file = join('dist/client', path === '/' ? '' : path.slice(1), 'index.html');
  const html = readFileSync(file, 'utf8');
  // Each pattern has one capture group, which a match always fills.
  const urls = (/** @type {RegExp} */ pattern) => [...html.matchAll(pattern)].map((m) => m[1] ?? '');
  return {
    // The app loader's list (build/inline/app-loader.ts): the entry and the modules it preloads once the page has loaded.
    js: measure(
      urls(/<script type="application\/json" id="app-scripts">([^<]+)<\/script>/g).flatMap((data) => {
        const { entry, preloads } = /** @type {{ entry: string, preloads: string[] }} */ (JSON.parse(data));
        return [entry, ...preloads];
      }),
    ),
    css: measure(urls(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)),
  };
}

/**
 * A category's score out of 100; a run that could not score it has null, which counts as 0.
 * @param {Result} lhr
 * @param {string} id
 */
function score(lhr, id) {
  const category = lhr.categories[id];
  if (!category) throw new Error(`Lighthouse reported no ${id} category`);
  return Math.round((category.score ?? 0) * 100);
}

/** @param {Result} lhr */
function summarise(lhr) {
  const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  // The resource summary's details are a table of one row per resource type.
  const resources = /** @type {{ items?: { resourceType: string, transferSize: number }[] } | undefined} */ (
    lhr.audits['resource-summary']?.details
  );
  const scripts = resources?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    totalBytes: audit('total-byte-weight'),
    jsBytes: scripts?.transferSize ?? 0,
  };
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${origin}${mainPages()['not-found']}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer on ${origin}`);
}

/**
 * Runs Lighthouse and returns its result; Lighthouse answers nothing only when given no URL.
 * @param {string} url
 * @param {import('lighthouse').Flags} flags
 * @param {Config} [config]
 */
async function lighthouseResult(url, flags, config) {
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result.lhr;
}

/**
 * Lighthouse's SEO category, mobile preset, on every prerendered route in every language: each must score 100.
 * @param {number} port
 */
async function auditSeo(port) {
  const routes = Object.keys(JSON.parse(readFileSync('dist/server/pages.json', 'utf8'))).filter((p) =>
    p.startsWith('/'),
  );
  const lines = [];
  let version = '';
  for (const path of routes) {
    for (const language of builtLanguages()) {
      const url = `${origin}${pageUrlPath(path, language)}`;
      const lhr = await lighthouseResult(url, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['seo'],
      });
      version = lhr.lighthouseVersion;
      const seo = score(lhr, 'seo');
      const failed = (lhr.categories['seo']?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id);
      lines.push(`| ${path} | ${language} | ${seo} | ${failed.join(', ') || '-'} |`);
      if (seo < budgets.seo)
        failures.push(`${path} (${language}): SEO ${seo} < ${budgets.seo} (${failed.join(', ')})`);
    }
  }
  await writeMarkdown(
    'bench/seo.md',
    `# SEO on every route\n\nLighthouse ${version} SEO category, mobile preset, measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.\n\n| route | lang | SEO | failed audits |\n| --- | --- | ---: | --- |\n${lines.join('\n')}\n`,
  );
  console.log(`SEO: ${lines.length} pages audited, see bench/seo.md`);
}

/**
 * Resident memory of the `npm start` server (the node process running tools/start.mjs in its group), in MB.
 * @param {number} group
 */
function serverRssMb(group) {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const processGroup = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
      if (processGroup !== group) continue;
      const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      // Not npm, nor the shell it starts: the node process itself.
      if (!(command ?? '').endsWith('node') || !args.includes('tools/start.mjs')) continue;
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      return Math.round(rssKb / 1024);
    } catch {
      // The process ended while being read: not ours.
    }
  }
  throw new Error('the server process was not found under /proc');
}

/**
 * LOAD.connections clients requesting LOAD.path over kept-alive connections for LOAD.seconds, as a browser would
 * (brotli accepted): the server's memory before, at its peak and after, and the requests it answered per second.
 * @param {number} group
 */
async function memoryUnderLoad(group) {
  const agent = new Agent({ keepAlive: true, maxSockets: LOAD.connections });
  const before = serverRssMb(group);
  let peak = before;
  let answered = 0;
  let failed = 0;
  const end = Date.now() + LOAD.seconds * 1000;
  const request = () =>
    new Promise((resolve) => {
      const options = {
        host: '127.0.0.1',
        port: PORT,
        path: LOAD.path,
        agent,
        headers: { 'accept-encoding': 'br, gzip' },
      };
      get(options, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode === 200 ? answered++ : failed++));
      }).on('error', () => resolve(failed++));
    });
  const sampler = setInterval(() => (peak = Math.max(peak, serverRssMb(group))), 250);
  await Promise.all(
    Array.from({ length: LOAD.connections }, async () => {
      while (Date.now() < end) await request();
    }),
  );
  clearInterval(sampler);
  agent.destroy();
  const after = serverRssMb(group);
  return {
    before,
    peak: Math.max(peak, after),
    after,
    perSecond: Math.round(answered / LOAD.seconds),
    failed,
  };
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The first page of each route (home, the catalogue, the résumé, its first category and project, the not-found page).
const pages = Object.fromEntries(
  Object.entries(mainPages()).filter(([name]) => !only || only.includes(name)),
);
/**
 * Runs `task` with a fresh headless Chromium's debugging port, and closes the browser after.
 * @param {(port: number) => Promise<void>} task
 */
async function withBrowser(task) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // chrome-launcher starts a headed browser unless told; Playwright's launch is headless already.
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    await task(chrome.port);
  } finally {
    await chrome.kill();
  }
}

const server = spawn('npm', ['start'], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
  stdio: 'ignore',
  detached: true,
});
// The server's process group, which the memory pass reads and the end stops; no pid means it did not start.
const serverGroup = server.pid;
if (serverGroup === undefined) throw new Error('npm start did not start');
/** @type {Row[]} */
const rows = [];
/** @type {string[]} */
const failures = [];
/** @type {Awaited<ReturnType<typeof memoryUnderLoad>> | undefined} */
let memory;

/**
 * Runs Lighthouse on `url` until a run counts (see runProblem), a few attempts at most; returns the last run.
 * A run that Lighthouse itself could not record (NO_NAVSTART, a protocol timeout) has no scores at all, and one it
 * measured on a host it found too slow for its CPU model is not a measurement of the page.
 * @param {string} url
 * @param {number} port
 * @param {Config | undefined} config
 * @param {string} label
 */
async function countedRun(url, port, config, label) {
  for (let attempt = 1; ; attempt++) {
    const lhr = await lighthouseResult(url, { port, output: 'json', logLevel: 'error' }, config);
    const problem = runProblem(lhr);
    if (!problem) return lhr;
    console.warn(`${label}, attempt ${attempt}: ${problem}`);
    if (attempt >= MAX_ATTEMPTS) return lhr;
  }
}

/**
 * The medians of a series of runs as one row, and the report of its median run kept beside the results.
 * @param {Result[]} runs
 * @param {Series} series
 */
function record(runs, { name, path, language, preset, browser }) {
  const summaries = runs.map(summarise);
  const keys = /** @type {(keyof Summary)[]} */ (Object.keys(summaries[0] ?? {}));
  const summary = /** @type {Summary} */ (
    Object.fromEntries(keys.map((key) => [key, median(summaries.map((s) => s[key]))]))
  );
  // Keep the report of the run closest to the median performance score, without its screenshots.
  const kept = runs[summaries.findIndex((s) => s.performance === summary.performance)] ?? runs[0];
  if (!kept) throw new Error(`no run of ${name} ${language} ${preset} to record`);
  for (const id of ['screenshot-thumbnails', 'final-screenshot', 'full-page-screenshot'])
    delete kept.audits[id];
  delete kept.fullPageScreenshot;
  const suffix = browser === 'fresh' ? '-fresh' : '';
  writeFileSync(`bench/reports/${name}-${language}-${preset}${suffix}.json`, JSON.stringify(kept));
  const indexes = runs.map((lhr) => Math.round(lhr.environment?.benchmarkIndex)).filter(Number.isFinite);
  const hostIndex = indexes.length ? `${Math.min(...indexes)}-${Math.max(...indexes)}` : '-';
  rows.push({ name, path, language, preset, browser, ...summary, hostIndex });
  console.log(`${name} ${language} ${preset} (${browser} browser): ${JSON.stringify(summary)}`);
}

try {
  await waitForServer();
  mkdirSync('bench/reports', { recursive: true });
  for (const [name, path] of Object.entries(lighthousePass ? pages : {})) {
    for (const language of builtLanguages()) {
      const url = `${origin}${pageUrlPath(path, language)}`;
      const page = { name, path, language };
      // Two ways of measuring, so that a regression shows in either (docs/decisions.md). Warm: one browser for the
      // page, one unrecorded run, then every measured run (mobile, then desktop) in that browser, as a visitor's
      // browser that has been running a while. Fresh: a new browser for every measured mobile run, after one
      // unrecorded run, as most single Lighthouse measurements are made.
      await withBrowser(async (port) => {
        await lighthouse(url, { port, output: 'json', logLevel: 'error' });
        for (const [preset, config] of Object.entries(presets)) {
          const runs = [];
          for (let run = 0; run < RUNS; run++)
            runs.push(await countedRun(url, port, config, `${name} ${language} ${preset}: run ${run + 1}`));
          record(runs, { ...page, preset, browser: 'warm' });
        }
      });
      /** @type {Result[]} */
      const fresh = [];
      for (let run = 0; run < RUNS; run++) {
        await withBrowser(async (port) => {
          await lighthouse(url, { port, output: 'json', logLevel: 'error' });
          fresh.push(
            await countedRun(url, port, undefined, `${name} ${language} mobile, fresh: run ${run + 1}`),
          );
        });
      }
      record(fresh, { ...page, preset: 'mobile', browser: 'fresh' });
    }
  }
  if (seoPass && !memoryOnly) await withBrowser(auditSeo);
  if (!seoOnly) {
    memory = await memoryUnderLoad(serverGroup);
    console.log(`Server under load: ${JSON.stringify(memory)}`);
  }
} finally {
  process.kill(-serverGroup);
}

for (const row of rows.filter((r) => r.preset === 'mobile')) {
  const where = `${row.path} (${row.language}, mobile, ${row.browser} browser)`;
  for (const category of /** @type {const} */ (['performance', 'accessibility', 'best-practices', 'seo'])) {
    if (row[category] < budgets[category])
      failures.push(`${where}: ${category} ${row[category]} < ${budgets[category]}`);
  }
  for (const metric of /** @type {const} */ (['lcpMs', 'tbtMs', 'cls'])) {
    if (!Number.isFinite(row[metric])) failures.push(`${where}: ${metric} measured by no run`);
  }
  if (row.lcpMs > budgets.lcpMs)
    failures.push(`${where}: LCP ${Math.round(row.lcpMs)} ms > ${budgets.lcpMs} ms`);
  if (row.tbtMs > budgets.tbtMs)
    failures.push(`${where}: TBT ${Math.round(row.tbtMs)} ms > ${budgets.tbtMs} ms`);
  if (row.cls > budgets.cls) failures.push(`${where}: CLS ${row.cls.toFixed(3)} > ${budgets.cls}`);
  if (row.name === 'home' && row.totalBytes > budgets.homeTotalBytes) {
    failures.push(`${where}: total transfer ${kb(row.totalBytes)} > ${kb(budgets.homeTotalBytes)}`);
  }
}
if (memory) {
  const load = `${LOAD.seconds} s of ${LOAD.connections} connections on ${LOAD.path}`;
  if (memory.peak > budgets.serverRssMb)
    failures.push(`server: ${memory.peak} MB resident through ${load} > ${budgets.serverRssMb} MB`);
  if (memory.failed) failures.push(`server: ${memory.failed} requests failed through ${load}`);
}
const assets = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, initialAssets(path)]));
if (assets.home && assets.home.js.brotli > budgets.homeInitialJsBrotli) {
  failures.push(`home: initial JS ${kb(assets.home.js.brotli)} brotli > ${kb(budgets.homeInitialJsBrotli)}`);
}

const table = [
  '| page | lang | preset | browser | perf | a11y | best practices | SEO | LCP | TBT | CLS | total bytes | JS bytes | host index |',
  '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| ${r.path} | ${r.language} | ${r.preset} | ${r.browser} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${Math.round(r.lcpMs)} ms | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.jsBytes)} | ${r.hostIndex} |`,
  ),
];
const assetTable = [
  '| page | initial JS raw | gzip | brotli | initial CSS raw | gzip | brotli |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...Object.entries(assets).map(
    ([name, { js, css }]) =>
      `| ${pages[name]} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(js.brotli)} | ${kb(css.raw)} | ${kb(css.gzip)} | ${kb(css.brotli)} |`,
  ),
];
const memoryTable = memory
  ? [
      '| load | requests/s | failed | RSS before | peak | after |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| ${LOAD.seconds} s, ${LOAD.connections} connections, GET ${LOAD.path} (br) | ${memory.perSecond} | ${memory.failed} | ${memory.before} MB | ${memory.peak} MB | ${memory.after} MB |`,
    ]
  : ['(not measured)'];
/** The throughput section, copied in by hand from `npm run bench:throughput`: kept when the report is rewritten. */
function throughputSection() {
  const text = existsSync('bench/results.md') ? readFileSync('bench/results.md', 'utf8') : '';
  const start = text.indexOf('\n## Throughput');
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return `${text.slice(start, end < 0 ? undefined : end).trim()}\n\n`;
}

const report = `# Benchmark results

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: Lighthouse ${rows.length ? 'mobile and desktop presets' : ''},
${RUNS} runs each, medians; served by \`npm start\` on 127.0.0.1. Each page is measured two ways: "warm", its runs one after
another in a browser started for the page and warmed up by one unrecorded run; "fresh" (mobile only), each run in a
browser of its own, after one unrecorded run. Raw reports (the median run of each series, without screenshots) are
in \`bench/reports/\` (\`-fresh\` for the fresh series). "host index" is the range of Lighthouse's benchmark index over a page's counted runs (its
measure of the machine's speed at the time); a run at or below ${SLOW_HOST_BENCHMARK_INDEX}, which Lighthouse flags as a host too slow
for its CPU model, was run again (up to ${MAX_ATTEMPTS} times).

## Lighthouse

${table.join('\n')}

## Initial JavaScript and CSS (as built, compressed as served)

${assetTable.join('\n')}

## The server under load

Measured after the Lighthouse runs, on the same \`npm start\` process; the load generator shares the machine.

${memoryTable.join('\n')}

${throughputSection()}## Budgets (mobile medians)

Performance >= ${budgets.performance}, accessibility, best practices and SEO 100; LCP <= ${budgets.lcpMs} ms; TBT <= ${budgets.tbtMs} ms;
CLS <= ${budgets.cls}; home initial JS <= ${kb(budgets.homeInitialJsBrotli)} brotli; home total transfer <= ${kb(budgets.homeTotalBytes)};
server RSS <= ${budgets.serverRssMb} MB through the load.

${failures.length ? `**Missed:**\n\n${failures.map((f) => `- ${f}`).join('\n')}` : '**All budgets met.**'}
`;
if (lighthousePass) await writeMarkdown('bench/results.md', report);
console.log(`\n${table.join('\n')}\n\n${assetTable.join('\n')}\n\n${memoryTable.join('\n')}\n`);
if (failures.length) {
  console.error(`Budgets missed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('All budgets met.');
