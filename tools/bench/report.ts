// bench/results.md: the main bench's tables, written as Prettier formats them (so that `npm test`'s format check
// passes on what the bench wrote), with the sections other commands write kept where they are.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { budgets, kb, type WireRow } from './budgets';
import { MAX_ATTEMPTS, SLOW_HOST_BENCHMARK_INDEX, type Row } from './lighthouse';
import { LOAD, type MemoryUnderLoad } from './memory';
import type { Bytes } from './page-assets';
import { INTERACTION_BUDGET_MS } from './latency';

export const RESULTS_FILE = 'bench/results.md';
/** Copied in by hand from `npm run bench:throughput`. */
export const THROUGHPUT_HEADING = '## Throughput';
/** Written by the scale scenario (tools/bench/scale/scenario.ts). */
export const SCALE_HEADING = '## Scale';
/** Written by the interaction probe (tools/bench/interactions.ts). */
export const INTERACTIONS_HEADING = '## Interaction latency';

export const today = () => new Date().toISOString().slice(0, 10);

/** Writes a Markdown file as Prettier formats it. */
export async function writeMarkdown(file: string, text: string) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

/** The section of `text` whose heading starts with `heading`, up to the next `## ` heading, or ''. */
export function sectionOf(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}`);
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 1);
  return `${text.slice(start, end < 0 ? undefined : end).trim()}\n\n`;
}

const resultsText = () => (existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : '');

/** Writes `section` (starting with `heading`) into bench/results.md in place of the one there, or at its end. */
export async function writeSection(heading: string, section: string) {
  const text = resultsText();
  const old = sectionOf(text, heading).trim();
  const updated = old ? text.replace(old, () => section.trim()) : `${text.trimEnd()}\n\n${section.trim()}\n`;
  await writeMarkdown(RESULTS_FILE, updated);
}

export function lighthouseTable(rows: readonly Row[]): string[] {
  return [
    '| page | lang | preset | browser | perf | a11y | best practices | SEO | LCP | TBT | CLS | total bytes | JS bytes | host index |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.language} | ${r.preset} | ${r.browser} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ${Math.round(r.lcpMs)} ms | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ${kb(r.totalBytes)} | ${kb(r.jsBytes)} | ${r.hostIndex} |`,
    ),
  ];
}

export function assetTable(assets: readonly { path: string; js: Bytes; css: Bytes }[]): string[] {
  return [
    '| page | initial JS raw | gzip | brotli | initial CSS raw | gzip | brotli |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...assets.map(
      ({ path, js, css }) =>
        `| ${path} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(js.brotli)} | ${kb(css.raw)} | ${kb(css.gzip)} | ${kb(css.brotli)} |`,
    ),
  ];
}

const bytes = (n: number) => `${n.toLocaleString('en')} B`;

export function wireTable(rows: readonly WireRow[]): string[] {
  return [
    '| page | lang | HTML brotli | headers | on the wire | left in the first round trip |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.path} | ${r.language} | ${bytes(r.body)} | ${bytes(r.headers)} | ${bytes(r.total)} | ${bytes(budgets.htmlOnTheWire - r.total)} |`,
    ),
  ];
}

export function memoryTable(memory: MemoryUnderLoad | undefined): string[] {
  if (!memory) return ['(not measured)'];
  return [
    '| load | requests/s | failed | RSS before | peak | after |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| ${LOAD.seconds} s, ${LOAD.connections} connections, GET ${LOAD.path} (br) | ${memory.perSecond} | ${memory.failed} | ${memory.before} MB | ${memory.peak} MB | ${memory.after} MB |`,
  ];
}

/** What the main bench measured, as tables. */
export interface Measured {
  runs: number;
  rows: readonly Row[];
  assets: string[];
  wire: string[];
  memory: string[];
  failures: readonly string[];
}

/** bench/results.md as the main bench writes it, with the throughput and scale sections of the file kept. */
export function resultsMarkdown({ runs, rows, assets, wire, memory, failures }: Measured): string {
  const text = resultsText();
  return `# Benchmark results

Measured by \`npm run bench\` on ${today()}: Lighthouse ${rows.length ? 'mobile and desktop presets' : ''},
${runs} runs each, medians; served by \`npm start\` on 127.0.0.1. Each page is measured two ways: "warm", its runs one after
another in a browser started for the page and warmed up by one unrecorded run; "fresh" (mobile only), each run in a
browser of its own, after one unrecorded run. Raw reports (the median run of each series, without screenshots) are
in \`bench/reports/\` (\`-fresh\` for the fresh series). "host index" is the range of Lighthouse's benchmark index over a page's counted runs (its
measure of the machine's speed at the time); a run at or below ${SLOW_HOST_BENCHMARK_INDEX}, which Lighthouse flags as a host too slow
for its CPU model, was run again (up to ${MAX_ATTEMPTS} times).

## Lighthouse

${lighthouseTable(rows).join('\n')}

## Initial JavaScript and CSS (as built, compressed as served)

${assets.join('\n')}

## HTML on the wire (the first round trip)

A GET of each page with \`Accept-Encoding: br\` against \`npm start\`, every byte received counted: the response's
headers and its brotli body. The first round trip of a new connection brings ${bytes(budgets.htmlOnTheWire)} (10 segments
of 1,460 B); a page past it waits a round trip more for its end.

${wire.join('\n')}

## The server under load

Measured after the Lighthouse runs, on the same \`npm start\` process; the load generator shares the machine.

${memory.join('\n')}

${sectionOf(text, INTERACTIONS_HEADING)}${sectionOf(text, THROUGHPUT_HEADING)}## Budgets (mobile medians)

Performance >= ${budgets.performance}, accessibility, best practices and SEO 100; LCP <= ${budgets.lcpMs} ms; TBT <= ${budgets.tbtMs} ms;
CLS <= ${budgets.cls}; home initial JS <= ${kb(budgets.homeInitialJsBrotli)} brotli; home total transfer <= ${kb(budgets.homeTotalBytes)};
server RSS <= ${budgets.serverRssMb} MB through the load; each page's HTML on the wire <= ${bytes(budgets.htmlOnTheWire)};
each interaction on the slow phone <= ${INTERACTION_BUDGET_MS} ms (median).

${failures.length ? `**Missed:**\n\n${failures.map((f) => `- ${f}`).join('\n')}` : '**All budgets met.**'}

${sectionOf(text, SCALE_HEADING)}`;
}
