import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { siteUrl } from '../scripts/site-url';
import { cssUrls, htmlReferences } from './html-references';
import { pages } from './site';

// Every reference of the built site to itself (links, scripts, styles, images, videos, social cards, fonts in the CSS)
// is requested from the production server; each must answer 200, and each #fragment must name an element there.

const clientDir = 'dist/client';

/** The URL a built page answers at: English at its path, Spanish with ?lng=es; a 404 page at whatever is unknown. */
function servedAt(file: string): string {
  const path = file
    .replace(/^es\//, '')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/^404\.html$/, 'no/such/page');
  return `/${path}${file.startsWith('es/') ? '?lng=es' : ''}`;
}

/** The HTML standard's search for a fragment's target: the id as written, then percent-decoded; `top` needs none. */
function findsTarget(ids: Set<string>, fragment: string): boolean {
  let decoded = fragment;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    // A malformed escape is looked up as written only.
  }
  return fragment === '' || ids.has(fragment) || ids.has(decoded) || decoded.toLowerCase() === 'top';
}

interface Answer {
  problem: string | undefined;
  /** The ids of an HTML or SVG answer; undefined where a fragment means something else (a PDF page, a time). */
  ids: Set<string> | undefined;
}

async function fetchTarget(request: APIRequestContext, target: string): Promise<Answer> {
  const response = await request.get(target);
  if (response.status() !== 200) return { problem: `answers ${response.status()}`, ids: undefined };
  // An unknown slug redirects to the not-found page, which answers 200: still a broken link.
  const landed = new URL(response.url());
  const asked = target.replace(/\?.*/, '');
  if (landed.pathname === routes.notFound.path && asked !== routes.notFound.path)
    return { problem: `redirects to ${landed.pathname}${landed.search}`, ids: undefined };
  const type = response.headers()['content-type'] ?? '';
  const markup = /^(text\/html|image\/svg\+xml)/.test(type);
  return { problem: undefined, ids: markup ? htmlReferences(await response.text()).ids : undefined };
}

interface Reference {
  file: string;
  /** As the file writes it. */
  reference: string;
  /** Path and query to request. */
  target: string;
  fragment: string;
}

/** The references of the built pages and stylesheets to the site; same-page fragments are checked on the spot. */
function readBuild(local: string, site: string) {
  const files = readdirSync(clientDir, { recursive: true, encoding: 'utf8' });
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const cssFiles = files.filter((file) => file.startsWith('assets/') && file.endsWith('.css'));
  const found: Reference[] = [];
  const broken = new Set<string>();
  let count = 0;
  const add = (file: string, reference: string, base: URL) => {
    let url: URL;
    try {
      url = new URL(reference, base);
    } catch {
      broken.add(`${file}: ${reference} → not a URL`);
      return;
    }
    // mailto:, tel:, data: and other sites are not ours to check.
    if (!/^https?:$/.test(url.protocol) || (url.origin !== local && url.origin !== site)) return;
    found.push({ file, reference, target: url.pathname + url.search, fragment: url.hash.slice(1) });
  };
  for (const file of htmlFiles) {
    const { references, ids } = htmlReferences(readFileSync(join(clientDir, file), 'utf8'));
    count += references.length;
    for (const reference of references) {
      if (!reference.startsWith('#')) add(file, reference, new URL(servedAt(file), local));
      else if (!findsTarget(ids, reference.slice(1)))
        broken.add(`${file}: ${reference} → no element with this id on the page`);
    }
  }
  for (const file of cssFiles) {
    const references = cssUrls(readFileSync(join(clientDir, file), 'utf8'));
    count += references.length;
    for (const reference of references) add(file, reference, new URL(`/${file}`, local));
  }
  return { htmlFiles, cssFiles, found, broken, count };
}

test('every internal reference of the built site answers 200, and every fragment has its target', async ({
  request,
  baseURL,
}) => {
  const site = siteUrl();
  const { htmlFiles, cssFiles, found, broken, count } = readBuild(new URL(baseURL ?? '').origin, site);
  // Guards against a check that passes because it read nothing.
  expect(htmlFiles.length, 'pages in both languages and the 404 pages').toBeGreaterThanOrEqual(
    pages.length * 2,
  );
  expect(cssFiles.length, 'built stylesheets').toBeGreaterThan(0);
  expect(
    found.filter(({ reference }) => reference.startsWith(site)).length,
    `references on SITE_URL ${site} (was the build made for another?)`,
  ).toBeGreaterThan(0);

  const targets = [...new Set(found.map(({ target }) => target))];
  const answers = new Map(
    await Promise.all(targets.map(async (target) => [target, await fetchTarget(request, target)] as const)),
  );
  for (const { file, reference, target, fragment } of found) {
    const answer = answers.get(target);
    if (answer?.problem) broken.add(`${file}: ${reference} → ${answer.problem}`);
    else if (fragment && answer?.ids && !findsTarget(answer.ids, fragment))
      broken.add(`${file}: ${reference} → no element with id "${fragment}" at ${target}`);
  }
  test.info().annotations.push({
    type: 'checked',
    description: `${count} references in ${htmlFiles.length} pages and ${cssFiles.length} stylesheets; ${targets.length} URLs requested`,
  });
  expect([...broken].toSorted()).toEqual([]);
});

test('the reference reader sees what a browser would request, and nothing it would not', () => {
  const html = `<!-- <a href="/commented-out"> --><A HREF='/quoted?a=1&amp;b=2#x' id=bare>a > b</A>
    <script type="application/ld+json">{"html": "<a href=\\"/inside-a-script\\">"}</script>
    <img alt="1 > 0" src=/plain.png srcSet="/a.png 1x, /b,c.png 2x,/d.png" />
    <meta property="og:image" content="https://example.com/og.png"><meta name="twitter:title" content="/not-a-url">
    <video poster="/poster.jpg"><track src="/captions.vtt"></video><i style="mask-image:url('/icon.svg')"></i>
    <script type="application/json" id="app-scripts">{"entry":"/assets/entry.js","preloads":["/assets/a.js"]}</script>`;
  expect(htmlReferences(html)).toEqual({
    references: [
      '/assets/entry.js',
      '/assets/a.js',
      '/quoted?a=1&b=2#x',
      '/plain.png',
      '/a.png',
      '/b,c.png',
      '/d.png',
      'https://example.com/og.png',
      '/poster.jpg',
      '/captions.vtt',
      '/icon.svg',
    ],
    ids: new Set(['bare', 'app-scripts']),
  });
  expect(cssUrls('a{background:url( "/x.png" )}/* url(/commented.png) */b{src:url(/y.woff2)}')).toEqual([
    '/x.png',
    '/y.woff2',
  ]);
});
