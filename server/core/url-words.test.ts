import type { Context } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { ENGLISH as EN, GERMAN as DE } from '../../src/test/url-words';
import { contentSecurityPolicy, videoOrigins } from '../security/content-security-policy';
import { createApp, type BuiltSite } from './app';
import { findPage, NOT_FOUND_KEY, type PageMap } from './page-urls';

// On the tests' own site (src/test/url-words.ts), German says its URLs in its own words and a category in its own
// slug: the server (Node's and the Worker's) matches each language's URLs by its own table, sends an unknown slug to
// that language's not-found page, and moves a visitor to the same page in the language asked for.
vi.mock('../../content/languages', () => import('../../src/test/url-words').then((m) => m.languagesModule));
vi.mock('../../content/categories', () => import('../../src/test/url-words').then((m) => m.categoriesModule));
// The fixture's languages have no texts; only the contact form's answers, which these requests never get, read them.
vi.mock('../../src/i18n/resources', () => ({ resources: {} }));

/** The pages the build writes for this site: each at its path in its language's URLs. */
const pages: PageMap = {
  '/': { [EN]: 'index.html', [DE]: 'de/index.html' },
  '/proyectos': { [EN]: 'proyectos/index.html' },
  '/projekte': { [DE]: 'de/projekte/index.html' },
  '/proyectos/web-apps': { [EN]: 'proyectos/web-apps/index.html' },
  '/projekte/web-anwendungen': { [DE]: 'de/projekte/web-anwendungen/index.html' },
  [NOT_FOUND_KEY]: { [EN]: '404.html', [DE]: 'de/404.html' },
};

const site: BuiltSite = {
  findPage: (pathname) => findPage(pathname, (key, language) => !!pages[key]?.[language]),
  sendPage: (c: Context, key, language, status) => c.text(`${language} ${key}`, status),
  findFile: () => undefined,
  sendFile: (c: Context) => c.text('a file'),
  stylesheets: [],
};

const app = createApp({
  site,
  policy: contentSecurityPolicy({
    hashes: { scripts: [], styles: [], styleAttributes: [] },
    origins: videoOrigins([]),
  }),
  contact: undefined,
  base: '/',
});

const answer = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.request(url, { headers });
  return [response.status, response.headers.get('location') ?? (await response.text())];
};

describe("a language's own URL words on the server", () => {
  it("serves each language's pages at its own words only", async () => {
    expect(await answer('/de/projekte/web-anwendungen/')).toEqual([200, `${DE} /projekte/web-anwendungen`]);
    expect(await answer('/proyectos')).toEqual([200, `${EN} /proyectos`]);
    expect(await answer('/de/proyectos')).toEqual([404, `${DE} ${NOT_FOUND_KEY}`]);
    expect(await answer('/projekte')).toEqual([404, `${EN} ${NOT_FOUND_KEY}`]);
  });

  it("sends an unknown slug to the not-found page in its language's words", async () => {
    expect(await answer('/de/projekte/nope')).toEqual([302, '/de/nicht-gefunden']);
    expect(await answer('/de/web-anwendungen/nope')).toEqual([302, '/de/nicht-gefunden']);
    expect(await answer('/proyectos/nope')).toEqual([302, '/not-found']);
  });

  it('moves a visitor to the same page in the language asked for or preferred, in its words', async () => {
    expect(await answer('/proyectos/web-apps?lng=de&x=1')).toEqual([302, '/de/projekte/web-anwendungen?x=1']);
    expect(await answer('/de/projekte/web-anwendungen?lng=en')).toEqual([302, '/proyectos/web-apps']);
    expect(await answer('/proyectos', { Cookie: `i18next=${DE}` })).toEqual([302, '/de/projekte']);
    expect(await answer('/proyectos/web-apps', { 'Accept-Language': 'de-DE' })).toEqual([
      302,
      '/de/projekte/web-anwendungen',
    ]);
  });
});
