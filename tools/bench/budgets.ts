// The bench's budgets, and the pure functions that turn its measurements into the failures it reports (one line
// each, naming the page, its language and how it was measured).
import type { Row } from './lighthouse';
import type { MemoryUnderLoad } from './memory';
import type { Bytes, WireBytes } from './page-assets';

// Issue 31's targets. LCP: three files after the page, each within its simulated round trip (docs/decisions.md,
// "LCP at the floor").
export const budgets = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1000,
  // A post's page: text first, its largest paint a heading or its cover (issue 62).
  postLcpMs: 950,
  tbtMs: 100,
  cls: 0.01,
  homeInitialJsBrotli: 95 * 1024,
  homeTotalBytes: 400 * 1024,
  // The server's resident memory at its peak through the load, and once it is over (npm start sets the heap's limits).
  serverRssMb: 150,
  // A page's HTML on the wire (headers and brotli body) within the first round trip: a TCP initial window of 10
  // segments of 1,460 B. Past it the page takes a second round trip before the browser sees its end (docs/decisions.md,
  // "LCP at the floor").
  htmlOnTheWire: 14_600,
};
export type Budgets = typeof budgets;

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The mobile rows' misses: the four categories, the load metrics (each measured by some run) and home's weight. */
export function lighthouseFailures(rows: readonly Row[], limits: Budgets = budgets): string[] {
  return rows
    .filter((row) => row.preset === 'mobile')
    .flatMap((row) => {
      const where = `${row.path} (${row.language}, mobile, ${row.browser} browser)`;
      return [
        ...categories.flatMap((category) =>
          row[category] < limits[category] ? [`${category} ${row[category]} < ${limits[category]}`] : [],
        ),
        ...(['lcpMs', 'tbtMs', 'cls'] as const).flatMap((metric) =>
          Number.isFinite(row[metric]) ? [] : [`${metric} measured by no run`],
        ),
        ...(row.lcpMs > lcpLimit(row, limits)
          ? [`LCP ${Math.round(row.lcpMs)} ms > ${lcpLimit(row, limits)} ms`]
          : []),
        ...(row.tbtMs > limits.tbtMs ? [`TBT ${Math.round(row.tbtMs)} ms > ${limits.tbtMs} ms`] : []),
        ...(row.cls > limits.cls ? [`CLS ${row.cls.toFixed(3)} > ${limits.cls}`] : []),
        ...(row.name === 'home' && row.totalBytes > limits.homeTotalBytes
          ? [`total transfer ${kb(row.totalBytes)} > ${kb(limits.homeTotalBytes)}`]
          : []),
      ].map((failure) => `${where}: ${failure}`);
    });
}

/** A page's LCP budget: a post's, or every other page's. */
const lcpLimit = (row: Row, limits: Budgets) => (row.name === 'post' ? limits.postLcpMs : limits.lcpMs);

/** The server's misses through `load` (its description): memory past the budget, requests that failed. */
export function memoryFailures(memory: MemoryUnderLoad | undefined, load: string): string[] {
  if (!memory) return [];
  return [
    ...(memory.peak > budgets.serverRssMb
      ? [`server: ${memory.peak} MB resident through ${load} > ${budgets.serverRssMb} MB`]
      : []),
    ...(memory.failed ? [`server: ${memory.failed} requests failed through ${load}`] : []),
  ];
}

/** Home's first JavaScript past its budget, if home was measured. */
export function homeJsFailures(home: { js: Bytes } | undefined): string[] {
  return home && home.js.brotli > budgets.homeInitialJsBrotli
    ? [`home: initial JS ${kb(home.js.brotli)} brotli > ${kb(budgets.homeInitialJsBrotli)}`]
    : [];
}

/** A post's first JavaScript past the project page's (reading a post needs no more code than a project's page). */
export function postJsFailures(
  post: { js: Bytes } | undefined,
  project: { js: Bytes } | undefined,
): string[] {
  return post && project && post.js.brotli > project.js.brotli
    ? [`post: initial JS ${kb(post.js.brotli)} brotli > the project page's ${kb(project.js.brotli)}`]
    : [];
}

/** A page's HTML as a GET received it, in one language. */
export interface WireRow extends WireBytes {
  path: string;
  language: string;
}

/** The pages whose HTML does not fit in the first round trip. */
export function wireFailures(rows: readonly WireRow[]): string[] {
  return rows.flatMap((row) =>
    row.total > budgets.htmlOnTheWire
      ? [
          `${row.path} (${row.language}): HTML on the wire ${row.total.toLocaleString('en')} B (${row.body.toLocaleString('en')} B brotli body, ${row.headers.toLocaleString('en')} B headers) > ${budgets.htmlOnTheWire.toLocaleString('en')} B`,
        ]
      : [],
  );
}
