// The print rules in a style sheet of their own (`media="print"`): the browser fetches it at the lowest priority and
// no paint waits for it. In the render-blocking sheet they were 670 B of its 9.9 KB (brotli), enough for Lighthouse's
// simulated phone to give that sheet a second round trip: home's LCP 905 → 1,052 ms (docs/decisions.md, "LCP at the
// floor").
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Splits the built CSS `css` into what the screen needs and the blocks that apply to print only (`@media print{…}`),
 * each print block in the at-rules that held it (its `@layer`), so that it keeps its place in the cascade's layers.
 * A block for print and another medium (`@media print,(scripting:none)`) stays with the screen's.
 */
export function splitPrintRules(css: string): { screen: string; print: string } {
  let screen = '';
  let print = '';
  /** The open blocks' preludes, outermost first, and where each block's prelude starts. */
  const open: { prelude: string; start: number }[] = [];
  let preludeStart = 0;
  let kept = 0;
  let quote = '';
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
      continue;
    }
    // An escaped character of a selector (`.print\:hidden`, `.content-\[\'x\'\]`) is none of these.
    if (char === '\\') index++;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '{') {
      open.push({ prelude: css.slice(preludeStart, index).trim(), start: preludeStart });
      preludeStart = index + 1;
    } else if (char === '}') {
      const block = open.pop();
      preludeStart = index + 1;
      if (block?.prelude !== '@media print') continue;
      const wrappers = open.map(({ prelude }) => prelude);
      print += `${wrappers.map((prelude) => `${prelude}{`).join('')}${css.slice(block.start, index + 1)}${'}'.repeat(wrappers.length)}`;
      screen += css.slice(kept, block.start);
      kept = index + 1;
    } else if (char === ';') preludeStart = index + 1;
  }
  screen += css.slice(kept);
  return { screen, print };
}

/** The template's `<link>` to a print sheet, which the prerender moves into what comes after the first paint. */
const printSheetLink = (href: string) => `<link media="print" rel="stylesheet" href="${href}">`;
const printSheetLinks = /\n?\s*<link media="print" rel="stylesheet" href="([^"]+)">/g;

/**
 * The print sheets the build linked from the page template, and the template without them: a browser fetches a
 * sheet for print with the first screen's files all the same (at the lowest priority, but in the first round trips
 * Lighthouse simulates), so the app loader adds them after the first paint (build/head.tsx, afterFirstPaint).
 */
export function takePrintSheets(template: string): { template: string; hrefs: string[] } {
  const hrefs = [...template.matchAll(printSheetLinks)].flatMap(([, href]) => (href ? [href] : []));
  return { template: template.replace(printSheetLinks, ''), hrefs };
}

export function printSheet(): Plugin {
  return {
    name: 'print-sheet',
    enforce: 'post',
    generateBundle(_, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      const { base } = this.environment.config;
      const links: string[] = [];
      for (const asset of Object.values(bundle)) {
        if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
        const { screen, print } = splitPrintRules(String(asset.source));
        if (!print) continue;
        asset.source = screen;
        const hash = createHash('sha256').update(print).digest('base64url').slice(0, 8);
        const fileName = `assets/print-${hash}.css`;
        this.emitFile({ type: 'asset', fileName, source: print });
        links.push(printSheetLink(`${base}${fileName}`));
      }
      const page = bundle['index.html'];
      if (!links.length) return;
      if (page?.type !== 'asset') throw new Error('print-sheet: index.html is not in the build');
      const html = String(page.source);
      if (!html.includes('</head>')) throw new Error('print-sheet: index.html has no </head>');
      page.source = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    },
  };
}
