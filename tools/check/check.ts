/**
 * `npm run check`, after `npm run build`: the checks of the built site that need no browser and no server.
 * - The content: validated by the build itself (build/prerender.ts stops on a bad entry, naming file and field).
 * - The W3C HTML checker over every prerendered page.
 * - The link check: every reference of every page and stylesheet to the site resolves (tools/check/links.ts).
 * - The résumé's PDFs, read with poppler's tools (tools/check/resume-pdfs.ts).
 * Prints what is wrong, naming the page and the reference, and exits non-zero.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { builtSiteUrl } from '../../build/site-url';
import type { PageMap } from '../../server/node/page-store';
import { checkLinks } from './links';
import { otherBlocking, validateHtml } from './html-validator';
import { checkResumePdfs } from './resume-pdfs';

const clientDir = 'dist/client';
const pagesFile = 'dist/server/pages.json';
/** Paths the server answers that are no file of the build (server/core/app.ts). */
const serverRoutes = ['/api/contact'];

function report(title: string, problems: string[], summary: string): boolean {
  if (problems.length === 0) {
    console.log(`✓ ${title}: ${summary}`);
    return true;
  }
  console.error(`✗ ${title}: ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  for (const problem of problems.toSorted()) console.error(`  ${problem}`);
  return false;
}

async function main() {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split('\\').join('/'),
  );
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as PageMap;
  const pageFiles = Object.values(pages).flatMap((byLanguage) => Object.values(byLanguage));
  const read = (file: string) => readFileSync(join(clientDir, file), 'utf8');
  // The URL the build was made for, which its pages name (a SITE_URL given to the build only applies).
  const { url: origin } = builtSiteUrl();

  const links = checkLinks({ files, read, pages, serverRoutes, origin });
  // Guards against a check that passes because it read nothing.
  if (links.pages < pageFiles.length)
    links.problems.push(`${links.pages} HTML files for ${pageFiles.length} pages`);
  if (links.stylesheets === 0) links.problems.push('no stylesheet in dist/client/assets');
  if (links.onOrigin === 0)
    links.problems.push(`no reference on SITE_URL ${origin}: was the build made for another?`);
  const linksOk = report(
    'links',
    links.problems,
    `${links.references} references in ${links.pages} pages and ${links.stylesheets} stylesheets`,
  );

  const html = [
    ...pageFiles.flatMap((file) => otherBlocking(file, read(file))),
    ...(await validateHtml(pageFiles.map((file) => join(clientDir, file)))),
  ];
  const htmlOk = report('W3C HTML checker', html, `no error in ${pageFiles.length} pages`);

  const pdfs = checkResumePdfs(clientDir, origin);
  const pdfsOk = report(
    'résumé PDFs',
    pdfs.problems,
    `${pdfs.count} PDFs read with pdftotext, pdfinfo and pdffonts`,
  );

  if (!linksOk || !htmlOk || !pdfsOk) process.exit(1);
}

await main();
