// @vitest-environment node
// The static hosts' header files against what the Node server and the Worker send: a page and a hashed asset get the
// same headers from `_headers` (Netlify, Cloudflare Pages) and from Vercel's routes as from the server.
import { describe, expect, it } from 'vitest';
import { cataloguePaths } from '../src/content/catalogue';
import { languages } from '../src/i18n/languages';
import { localizedPath } from '../src/lib/language-path';
import { routesIn, sitePages } from '../src/lib/routes';
import { fileCacheControl, REVALIDATE } from '../server/core/page-headers';
import { NOT_FOUND_KEY, pageFile } from '../server/node/page-store';
import { contentSecurityPolicy, videoOrigins } from '../server/security/content-security-policy';
import { vercelOutputConfig } from './vercel-output';
import { everyAnswer, prerenderedPageHeaders } from '../server/security/security-headers';
import {
  headersAt,
  headersFileText,
  MAX_LINE,
  MAX_RULES,
  readHeadersFile,
  staticHostRules,
  vercelHeadersAt,
  type VercelRoute,
} from './host-headers';

const policyWith = (scripts: number) =>
  contentSecurityPolicy({
    hashes: {
      scripts: Array.from({ length: scripts }, (_, i) => `'sha256-${String(i).padStart(43, 'a')}='`),
      styles: [],
      styleAttributes: [],
    },
    origins: videoOrigins([{ kind: 'youtube', id: 'dQw4w9WgXcQ' }]),
  });
const policy = policyWith(6);

/** Every page's URL in every language, and the not-found pages' files: what the build gives staticHostRules. */
const pageUrls = [
  ...languages.flatMap((l) =>
    sitePages(routesIn(l), cataloguePaths(l)).map(({ path }) => localizedPath(path, l)),
  ),
  ...languages.map((l) => `/${pageFile(NOT_FOUND_KEY, l)}`),
];
/** The rules as a host reads them from the written file. */
const written = (urls = pageUrls, withPolicy = policy) =>
  readHeadersFile(headersFileText(staticHostRules(withPolicy, urls)));
const asset = '/assets/index-Bx1c9kQe.js';
const pageAnswer = { ...prerenderedPageHeaders(policy), 'cache-control': REVALIDATE };
const assetAnswer = { ...everyAnswer, 'cache-control': fileCacheControl(asset) };

describe("the static hosts' _headers (Netlify, Cloudflare Pages)", () => {
  it("gives every page, at its URL with or without the slash, the server's page headers and revalidation", () => {
    const rules = written();
    for (const url of pageUrls)
      for (const at of url.endsWith('/') || url.endsWith('.html') ? [url] : [url, `${url}/`])
        expect(headersAt(rules, at), at).toEqual(pageAnswer);
  });

  it("gives a hashed asset what the server gives it: nosniff, the resource policy, a year's immutable cache", () => {
    expect(headersAt(written(), asset)).toEqual(assetAnswer);
  });

  it("keeps within Cloudflare's 2,000 characters a line however long the policy: the pages' meta tag carries it", () => {
    const long = policyWith(40);
    const text = headersFileText(staticHostRules(long, pageUrls));
    expect(Math.max(...text.split('\n').map((line) => line.length))).toBeLessThanOrEqual(MAX_LINE);
    expect(headersAt(readHeadersFile(text), pageUrls[0] ?? '/')).toEqual({
      ...prerenderedPageHeaders(long),
      'cache-control': REVALIDATE,
    });
  });

  it("keeps within Cloudflare's 100 rules however many folders the pages are in: then every answer is a page's", () => {
    const folders = Array.from({ length: MAX_RULES }, (_, i) => `/category-${i}/project`);
    const rules = written([...pageUrls, ...folders]);
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES);
    // The hosts' own Cache-Control for a page is this revalidation already (docs/deploy.md).
    const { 'cache-control': _, ...document } = pageAnswer;
    for (const url of [...pageUrls, ...folders]) expect(headersAt(rules, url), url).toEqual(document);
    expect(headersAt(rules, asset)['cache-control']).toBe(assetAnswer['cache-control']);
  });
});

describe("Vercel's header routes (the build's .vercel/output/config.json, the same for every site's content)", () => {
  const { routes }: { routes: VercelRoute[] } = vercelOutputConfig();

  it("gives a page the server's page headers (its meta tag carries the rest of the policy), and revalidation", () => {
    for (const url of pageUrls) expect(vercelHeadersAt(routes, url), url).toEqual(pageAnswer);
  });

  it('gives a hashed asset what the server gives it', () => {
    expect(vercelHeadersAt(routes, asset)).toEqual(assetAnswer);
  });
});
