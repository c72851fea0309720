import { describe, expect, it } from 'vitest';
import type { PageMap } from '../../server/node/page-store';
import { fallbackLanguage, secondLanguage, singleLanguage } from '../../src/test/languages';
import { checkLinks, type BuiltSite } from './links';

// The checker reads a page's language from the site's list: the test's site is in the fallback language (`F`, at the
// plain paths) and another (`S`, under its folder), whichever they are.
const F = fallbackLanguage;
const S = secondLanguage;

const origin = 'https://owner.example.com';

/** A small built site in memory: two pages in two languages, a stylesheet, images, a sprite; `undefined` removes a file. */
function site(overrides: Record<string, string | undefined> = {}): BuiltSite {
  const contents: Record<string, string | undefined> = {
    'index.html': `<!doctype html><html lang="${F}"><head>
      <link rel="stylesheet" href="/assets/app.css"><meta property="og:image" content="${origin}/og/en/home.png">
      </head><body><a href="#main">Skip</a><main id="main"><a href="/projects#list">Projects</a>
      <img src="/images/me.png" srcset="/images/me.png 1x, /images/me@2x.png 2x" alt="">
      <svg><use href="/icons/sprite.svg#github"></use></svg><a href="mailto:a@b.c">Mail</a>
      <a href="https://elsewhere.example.org/x">Elsewhere</a><form action="/api/contact" method="post"></form></main>`,
    [`${S}/index.html`]: `<!doctype html><html lang="${S}"><body><a href="/${S}/projects#list">Proyectos</a>`,
    'projects/index.html': `<!doctype html><html lang="${F}"><body><ul id="list"></ul>`,
    [`${S}/projects/index.html`]: `<!doctype html><html lang="${S}"><body><ul id="list"></ul>`,
    '404.html': `<!doctype html><html lang="${F}"><body><a href="/">Home</a>`,
    [`${S}/404.html`]: `<!doctype html><html lang="${S}"><body><a href="/${S}/">Inicio</a>`,
    'assets/app.css': `body{background:url(/images/me.png)}`,
    'images/me.png': '',
    'images/me@2x.png': '',
    'og/en/home.png': '',
    'icons/sprite.svg': `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="github"></symbol></svg>`,
    ...overrides,
  };
  return {
    files: Object.keys(contents).filter((file) => contents[file] !== undefined),
    read: (file) => contents[file] ?? '',
    // The test's own pages, in the site's first two languages.
    pages: {
      '404': { [F]: '404.html', [S]: `${S}/404.html` },
      '/': { [F]: 'index.html', [S]: `${S}/index.html` },
      '/projects': { [F]: 'projects/index.html', [S]: `${S}/projects/index.html` },
    } as Record<string, Record<string, string>> as PageMap,
    serverRoutes: ['/api/contact'],
    origin,
  };
}

/** A page's root-relative references put in the folder `/portfolio/`. */
const inFolder = (html: string) => html.replace(/(href|src|content)="\//g, '$1="/portfolio/');

// A site with one language has no second to link to.
describe.skipIf(singleLanguage)('the link check of the built site', () => {
  it('passes a site whose references all resolve, and counts what it read', () => {
    const report = checkLinks(site());
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ pages: 6, stylesheets: 1, onOrigin: 1 });
    expect(report.references).toBeGreaterThanOrEqual(14);
  });

  it('names the page and the reference of a link to no page or file', () => {
    const html = `<!doctype html><body><a href="/projets">Typo</a><img src="/images/gone.png" alt="">`;
    expect(checkLinks(site({ 'projects/index.html': `${html}<ul id="list"></ul>` })).problems).toEqual([
      'projects/index.html: /projets → no such file or page in the build',
      'projects/index.html: /images/gone.png → no such file or page in the build',
    ]);
  });

  it("names a page's link to a page of another language; its absolute alternates and language links may", () => {
    const html = `<!doctype html><html lang="${S}"><head><link rel="alternate" hreflang="${F}" href="${origin}/projects"></head>
      <body><a href="/projects#list">Projects</a><a href="/${S}/">Inicio</a><a href="/" hreflang="${F}">English</a>`;
    expect(checkLinks(site({ [`${S}/index.html`]: html })).problems).toEqual([
      `${S}/index.html: /projects#list → a page in ${F}, from a page in ${S}`,
    ]);
  });

  it('names a fragment with no element of that id on its target page, or on the same page', () => {
    const problems = checkLinks(
      site({
        [`${S}/projects/index.html`]: `<!doctype html><body><a href="#nowhere">x</a><ul id="lista"></ul>`,
      }),
    ).problems;
    expect(problems).toEqual([
      `${S}/index.html: /${S}/projects#list → no element with id "list" in ${S}/projects/index.html`,
      `${S}/projects/index.html: #nowhere → no element with id "nowhere" on the page`,
    ]);
  });

  it('checks a fragment in an SVG sprite, a srcset candidate and a stylesheet url()', () => {
    const problems = checkLinks(
      site({
        'icons/sprite.svg': `<svg xmlns="http://www.w3.org/2000/svg"><symbol id="gitlab"></symbol></svg>`,
        'assets/app.css': `a{background:url("/images/missing.webp")}`,
        'images/me@2x.png': undefined,
      }),
    ).problems;
    expect(problems.toSorted()).toEqual([
      'assets/app.css: /images/missing.webp → no such file or page in the build',
      'index.html: /icons/sprite.svg#github → no element with id "github" in icons/sprite.svg',
      'index.html: /images/me@2x.png → no such file or page in the build',
    ]);
  });

  it('refuses a page linked by its file path, which the server does not serve', () => {
    expect(
      checkLinks(site({ '404.html': `<!doctype html><body><a href="/${S}/index.html">Inicio</a>` })).problems,
    ).toEqual([`404.html: /${S}/index.html → a page file, not served by its file path`]);
  });

  it('follows references written with the public origin and leaves other sites alone', () => {
    const report = checkLinks(site({ '404.html': `<a href="${origin}/nothing-here">x</a>` }));
    expect(report.problems).toEqual([
      '404.html: https://owner.example.com/nothing-here → no such file or page in the build',
    ]);
  });

  it("checks a site published in a folder: every reference stays in it, and one written from the origin's root fails", () => {
    const folder = `${origin}/portfolio`;
    const page = `<!doctype html><html lang="${F}"><head><link rel="stylesheet" href="/portfolio/assets/app.css">
      <link rel="canonical" href="${folder}/"></head><body><a href="/portfolio/projects#list">Projects</a>
      <img src="/images/me.png" alt=""><a href="${origin}/projects">Outside</a>`;
    const report = checkLinks({
      ...site({
        'index.html': page,
        [`${S}/index.html`]: inFolder(
          `<!doctype html><html lang="${S}"><body><a href="/${S}/projects#list">x</a>`,
        ),
        '404.html': inFolder(`<!doctype html><html lang="${F}"><body><a href="/">Home</a>`),
        [`${S}/404.html`]: inFolder(`<!doctype html><html lang="${S}"><body><a href="/${S}/">Inicio</a>`),
        'assets/app.css': `body{background:url(/portfolio/images/me.png)}`,
      }),
      origin: folder,
    });
    expect(report.problems).toEqual([
      "index.html: /images/me.png → outside the site's folder /portfolio/",
      `index.html: ${origin}/projects → outside the site's folder /portfolio/`,
    ]);
    expect(report.onOrigin).toBe(2);
  });
});
