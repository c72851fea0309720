// `npm run bench`: builds, serves the site with `npm start`, runs Lighthouse (mobile and desktop presets, several runs
// each, medians) on the key pages in every language, measures each page's initial JS and CSS and its HTML on the
// wire, the SEO of every page and the server under load, checks the budgets, then runs the scale scenario
// (scale/scenario.ts). Writes bench/results.md and the median run's report of each page beside it (bench/reports/);
// fails when a budget is missed.
//
// BENCH_PAGES=home,project (names: see built-pages.mjs's mainPages) narrows a run while working, and leaves out the
// SEO pass and the scale scenario; the budgets are checked on whatever ran. BENCH_RUNS (3), BENCH_PORT (4780).
// --seo-only: the SEO pass (every prerendered route, every language) alone; --memory-only: the server under load
// alone; --no-build: the build as it is; --no-scale: without the scale scenario; --no-interactions: without the
// interaction probe (tools/bench/interactions.ts, also `npm run bench:interactions`).
import { mkdirSync } from 'node:fs';
import { mainPages, pageLanguages, pageUrlPath } from './built-pages.mjs';
import {
  homeJsFailures,
  lighthouseFailures,
  memoryFailures,
  postJsFailures,
  wireFailures,
  type WireRow,
} from './budgets';
import { interactionsPass } from './interactions';
import { measurePage, type Row } from './lighthouse';
import { LOAD, memoryUnderLoad, type MemoryUnderLoad } from './memory';
import { htmlOnTheWire, initialAssets } from './page-assets';
import {
  assetTable,
  lighthouseTable,
  memoryTable,
  RESULTS_FILE,
  resultsMarkdown,
  wireTable,
  writeMarkdown,
} from './report';
import { runScale, scaleSizes } from './scale/scenario';
import { auditSeo } from './seo';
import { startSite, timedCommand } from './site';

const REPORTS_DIR = 'bench/reports';

export async function main(args: string[]): Promise<string> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const port = Number(process.env.BENCH_PORT ?? 4780);
  const only = process.env.BENCH_PAGES?.split(',');
  const seoOnly = args.includes('--seo-only');
  const memoryOnly = args.includes('--memory-only');
  const seoPass = seoOnly || !only;
  const lighthousePass = !seoOnly && !memoryOnly;
  const scalePass = lighthousePass && !only && !args.includes('--no-scale');

  if (!args.includes('--no-build')) timedCommand('.', 'npm', ['run', 'build'], 'inherit');
  // The first page of each route (home, the catalogue, the résumé, its first category and project, the not-found page).
  const pages = Object.entries(mainPages()).filter(([name]) => !only || only.includes(name));
  const site = await startSite('.', port, mainPages()['not-found'] ?? '/');
  const rows: Row[] = [];
  const wire: WireRow[] = [];
  const failures: string[] = [];
  let memory: MemoryUnderLoad | undefined;
  try {
    mkdirSync(REPORTS_DIR, { recursive: true });
    for (const [name, path] of lighthousePass ? pages : []) {
      for (const language of pageLanguages(path)) {
        const url = `${site.origin}${pageUrlPath(path, language)}`;
        rows.push(
          ...(await measurePage(
            { name, path, language, url },
            { runs, presets: ['mobile', 'desktop'], fresh: true, reportsDir: REPORTS_DIR },
          )),
        );
        wire.push({ path, language, ...(await htmlOnTheWire(site.origin, pageUrlPath(path, language))) });
      }
    }
    // Each control tapped on a slow phone, on the same server (its own section of the report).
    if (lighthousePass && !args.includes('--no-interactions'))
      failures.push(...(await interactionsPass(site.origin)));
    if (seoPass && !memoryOnly) failures.push(...(await auditSeo(site.origin)));
    if (!seoOnly) {
      memory = await memoryUnderLoad(port, site.group);
      console.log(`Server under load: ${JSON.stringify(memory)}`);
    }
  } finally {
    site.stop();
  }

  const assets = pages.map(([name, path]) => ({ name, path, ...initialAssets('.', path) }));
  failures.push(
    ...lighthouseFailures(rows),
    ...memoryFailures(memory, `${LOAD.seconds} s of ${LOAD.connections} connections on ${LOAD.path}`),
    ...homeJsFailures(assets.find(({ name }) => name === 'home')),
    ...postJsFailures(
      assets.find(({ name }) => name === 'post'),
      assets.find(({ name }) => name === 'project'),
    ),
    ...wireFailures(wire),
  );
  const tables = { assets: assetTable(assets), wire: wireTable(wire), memory: memoryTable(memory) };
  if (lighthousePass) await writeMarkdown(RESULTS_FILE, resultsMarkdown({ runs, rows, ...tables, failures }));
  const printed = [lighthouseTable(rows), tables.assets, tables.wire, tables.memory];
  console.log(`\n${printed.map((table) => table.join('\n')).join('\n\n')}\n`);
  if (scalePass) failures.push(...(await runScale(scaleSizes(), { runs, port: port + 3 })));
  if (failures.length) throw new Error(`Budgets missed:\n${failures.join('\n')}`);
  return 'All budgets met.';
}
