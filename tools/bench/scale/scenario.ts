// `npm run bench:scale` (also the end of `npm run bench`): the site with 7, 50 and 100 projects in three languages.
// Each copy is generated (generate.ts), built and timed, and read (figures.ts); the largest is served and measured
// by Lighthouse mobile on home, the catalogue and a category page. Writes its section of bench/results.md and fails
// on a missed budget (budgets.ts). BENCH_SCALE=7,20 sizes a quicker run while working; BENCH_RUNS and BENCH_PORT as
// for the bench (the copy is served on BENCH_PORT + 3).
import { mkdirSync, rmSync } from 'node:fs';
import { builtLanguages, mainPages, pageUrlPath } from '../built-pages.mjs';
import type { WireRow } from '../budgets';
import { measurePage, type Row } from '../lighthouse';
import { htmlOnTheWire } from '../page-assets';
import { writeSection, SCALE_HEADING } from '../report';
import { startSite, timedBuild } from '../site';
import { scaleFailures } from './budgets';
import { builtFigures } from './figures';
import { generateScaleSite } from './generate';
import { scaleSection, type ScaleFigures } from './report';

const REPORTS_DIR = 'bench/reports';
/** The pages measured on the largest copy, by their names in the built route table (built-pages.mjs). */
const LIGHTHOUSE_PAGES = ['home', 'projects', 'category'];

/** Builds the copy of `count` projects and reads its figures; returns the copy's folder with them. */
async function buildCopy(count: number) {
  const site = await generateScaleSite(count);
  console.log(`Scale: ${count} projects in ${site}, building…`);
  const { ms, cpuMs, steps } = timedBuild(site);
  const prerender = steps.find((step) => step.command.includes('prerender'));
  if (!prerender) throw new Error('the build script has no prerender step');
  const figures: ScaleFigures = {
    projects: count,
    build: { ms, cpuMs },
    prerender: { ms: prerender.ms, cpuMs: prerender.cpuMs },
    ...builtFigures(site),
  };
  console.log(`Scale: ${JSON.stringify(figures)}`);
  return { site, figures };
}

/** Lighthouse mobile, warm series, and the HTML on the wire, on the pages of the copy at `site`, served on `port`. */
async function servedRows(site: string, port: number, runs: number) {
  const pages = mainPages(site);
  const server = await startSite(site, port, pages['not-found'] ?? '/');
  const rows: Row[] = [];
  const wire: WireRow[] = [];
  try {
    mkdirSync(REPORTS_DIR, { recursive: true });
    for (const name of LIGHTHOUSE_PAGES) {
      const path = pages[name];
      if (!path) throw new Error(`the copy has no ${name} page`);
      for (const language of builtLanguages(site)) {
        const urlPath = pageUrlPath(path, language, site);
        const page = { name: `scale-${name}`, path, language, url: `${server.origin}${urlPath}` };
        wire.push({ path, language, ...(await htmlOnTheWire(server.origin, urlPath)) });
        rows.push(
          ...(await measurePage(page, { runs, presets: ['mobile'], fresh: false, reportsDir: REPORTS_DIR })),
        );
      }
    }
  } finally {
    server.stop();
  }
  return { rows, wire };
}

/** Runs the scenario on `sizes` (numbers of projects); writes its section of bench/results.md, returns its misses. */
export async function runScale(
  sizes: readonly number[],
  options: { runs: number; port: number },
): Promise<string[]> {
  const built: { site: string; figures: ScaleFigures }[] = [];
  for (const count of sizes) built.push(await buildCopy(count));
  const last = built.at(-1);
  if (!last) throw new Error('no size to measure');
  const { rows, wire } = await servedRows(last.site, options.port, options.runs);
  const sizesMeasured = built.map((copy) => copy.figures);
  const failures = scaleFailures(sizesMeasured, rows, wire);
  const languages = builtLanguages(last.site);
  const section = scaleSection({ sizes: sizesMeasured, languages, rows, wire, runs: options.runs, failures });
  await writeSection(SCALE_HEADING, section);
  // Kept when a step failed (this line is not reached), to look at.
  for (const { site } of built) rmSync(site, { recursive: true, force: true });
  return failures;
}

export const scaleSizes = () => (process.env.BENCH_SCALE ?? '7,50,100').split(',').map(Number);

export async function main(): Promise<string> {
  const failures = await runScale(scaleSizes(), {
    runs: Number(process.env.BENCH_RUNS ?? 3),
    port: Number(process.env.BENCH_PORT ?? 4780) + 3,
  });
  if (failures.length) throw new Error(`Budgets missed:\n${failures.join('\n')}`);
  return 'Scale: all budgets met (bench/results.md).';
}
