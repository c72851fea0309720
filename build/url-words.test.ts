import { describe, expect, it, vi } from 'vitest';
import { ENGLISH as EN, GERMAN as DE } from '../src/test/url-words';
import { buildHead } from './head';
import { sitemapXml } from './site-files';

// On the tests' own site (src/test/url-words.ts), German says its URLs in its own words and a category in its own
// slug: the sitemap and each page's alternates name the same page there, at its German URL.
vi.mock('../content/languages', () => import('../src/test/url-words').then((m) => m.languagesModule));
vi.mock('../content/categories', () => import('../src/test/url-words').then((m) => m.categoriesModule));

const origin = 'https://site.example';

describe("a language's own URL words in what the build writes", () => {
  it('lists each page in the sitemap at its URL in every language, with those URLs as its alternates', () => {
    const sitemap = sitemapXml(origin, ['/proyectos/web-apps/pagina/2', '/cv']);
    for (const [en, de] of [
      ['/proyectos/web-apps/pagina/2', '/de/projekte/web-anwendungen/seite/2'],
      ['/cv', '/de/lebenslauf'],
    ]) {
      expect(sitemap).toContain(`<loc>${origin}${en}</loc>`);
      expect(sitemap).toContain(`<loc>${origin}${de}</loc>`);
      expect(sitemap).toContain(`hreflang="${DE}" href="${origin}${de}"`);
      expect(sitemap).toContain(`hreflang="x-default" href="${origin}${en}"`);
    }
    expect(sitemap).not.toContain('/de/proyectos');
    expect(sitemap).not.toContain('/de/cv');
  });

  it("gives a page's head its alternates in every language's words, ahead of the language redirect that reads them", () => {
    const head = buildHead({
      origin,
      path: '/projekte/web-anwendungen',
      language: DE,
      meta: { kind: 'category', title: 'Web', description: 'Web', image: 'home' },
      siteName: 'Site',
      imageAlt: 'Web',
      jsonLd: [],
      preloads: [],
      fonts: [],
      lateFonts: [],
      isErrorPage: false,
      hasFooter: false,
    });
    const alternates = [
      `<link rel="alternate" hreflang="${EN}" href="${origin}/proyectos/web-apps"/>`,
      `<link rel="alternate" hreflang="${DE}" href="${origin}/de/projekte/web-anwendungen"/>`,
      `<link rel="alternate" hreflang="x-default" href="${origin}/proyectos/web-apps"/>`,
    ];
    for (const alternate of alternates) expect(head).toContain(alternate);
    expect(head).toContain(`<link rel="canonical" href="${origin}/de/projekte/web-anwendungen"/>`);
    expect(head.indexOf(alternates[1] ?? '')).toBeLessThan(head.indexOf('<script'));
  });
});
