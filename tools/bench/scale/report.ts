// The scale scenario's section of bench/results.md.
import { kb, type WireRow } from '../budgets';
import { lighthouseTable, SCALE_HEADING, today, wireTable } from '../report';
import type { Row } from '../lighthouse';
import { scaleBudgets } from './budgets';
import type { BuiltFigures } from './figures';
import type { Timing } from '../site';

/** One copy's figures: its size, how long it took to build, what was built. */
export type ScaleFigures = BuiltFigures & { projects: number; build: Timing; prerender: Timing };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** What the scenario measured, for its section. */
export interface ScaleResults {
  sizes: readonly ScaleFigures[];
  languages: readonly string[];
  rows: readonly Row[];
  wire: readonly WireRow[];
  runs: number;
  failures: readonly string[];
}

export function scaleSection({ sizes, languages, rows, wire, runs, failures }: ScaleResults): string {
  const counts = sizes.map((size) => size.projects);
  const largest = sizes.at(-1);
  const listed = `${counts.slice(0, -1).join(', ')} and ${counts.at(-1)}`;
  return `${SCALE_HEADING}: ${listed} projects in ${languages.length} languages

Measured by \`npm run bench:scale\` on ${today()}. Each copy of the site (tools/bench/scale/generate.ts) has a
catalogue of N projects made from the site's own, copied in turn and spread evenly over every category, with their
texts and documentation in each language, and a third language made from the English texts (${languages.join(', ')}).
"build" is \`npm run build\` as a whole, its steps run one after another as npm runs them; "prerender" is its
last step, \`node dist/server/prerender.js\`. "CPU" is their CPU time, user and system, every process and thread:
a shared machine's load moves it far less than the time on the clock. "pages" counts the HTML files (every page in
every language, the not-found page included).

| projects | build | CPU | prerender | CPU | pages | sitemap URLs | sitemap raw | brotli |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${sizes
  .map(
    (s) =>
      `| ${s.projects} | ${seconds(s.build.ms)} | ${seconds(s.build.cpuMs)} | ${seconds(s.prerender.ms)} | ${seconds(s.prerender.cpuMs)} | ${s.pages} | ${s.sitemap.urls} | ${kb(s.sitemap.raw)} | ${kb(s.sitemap.brotli)} |`,
  )
  .join('\n')}

"largest page" is the largest HTML file brotli-compressed as the server sends it (the budget's measure), then the
largest raw. Each copy's texts are its own, drawn from its language's words (scaleTexts in catalogue.ts), but its
pictures are its original's: their paths repeat, which brotli folds together. JavaScript is brotli: "first JS" is
what a page's HTML lists to run (its entry and preloads, in the first language); "projects section" is what home's
projects section loads when it hydrates beyond home's first JS (its chunks in the build's manifest, and the
catalogue's texts), then raw.

| projects | largest page | largest raw | home first JS | /proyectos first JS | category first JS | projects section | raw |
| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: |
${sizes
  .map(
    (s) =>
      `| ${s.projects} | ${s.largest.file}: ${kb(s.largest.brotli)} | ${s.largestRaw.file}: ${kb(s.largestRaw.raw)} | ${kb(s.homeJs)} | ${kb(s.projectsJs)} | ${kb(s.categoryJs)} | ${kb(s.section.brotli)} | ${kb(s.section.raw)} |`,
  )
  .join('\n')}

The projects section's files at ${largest?.projects} projects: ${largest?.section.files.map((file) => `\`${file}\``).join(', ')}.

Lighthouse mobile on the ${largest?.projects}-project copy, served by \`npm start\` on 127.0.0.1: home, the catalogue and
a category page in every language, each in a browser of its own warmed up by one unrecorded run, ${runs} runs,
medians (reports in \`bench/reports/scale-*\`).

${lighthouseTable(rows).join('\n')}

Their HTML on the wire (as in the main bench's table):

${wireTable(wire).join('\n')}

Budgets: no page over ${kb(scaleBudgets.largestPageBrotli)} of brotli HTML; home's first JS within
${kb(scaleBudgets.homeJsSpread)} across the sizes; build time growing no faster than linearly: the build's CPU time t
per added project between two sizes at most ${scaleBudgets.buildGrowth} × that between the two before
((t${counts[2] ?? 'c'} − t${counts[1] ?? 'b'}) / ${(counts[2] ?? 0) - (counts[1] ?? 0)} ≤ ${scaleBudgets.buildGrowth} × (t${counts[1] ?? 'b'} − t${counts[0] ?? 'a'}) / ${(counts[1] ?? 0) - (counts[0] ?? 0)});
on the largest copy, performance ${scaleBudgets.lighthouse.performance}, accessibility, best practices and SEO 100,
LCP <= ${scaleBudgets.lighthouse.lcpMs} ms, TBT <= ${scaleBudgets.lighthouse.tbtMs} ms, CLS <= ${scaleBudgets.lighthouse.cls}, home's total
transfer <= ${kb(scaleBudgets.lighthouse.homeTotalBytes)}, each page's HTML on the wire <= ${scaleBudgets.lighthouse.htmlOnTheWire.toLocaleString('en')} B.

${failures.length ? `**Missed:**\n\n${failures.map((f) => `- ${f}`).join('\n')}` : '**All budgets met.**'}
`;
}
