import { describe, expect, it } from 'vitest';
import { absoluteLinks } from './feeds';
import { buildHead } from './head';
import { sitemapXml } from './site-files';
import type { Language } from '../src/i18n/languages';

// A post is written in some languages only: what the build says of it names those alone.
const origin = 'https://site.example';
// Codes of the tests' own: whatever languages the owner's site has, the build writes what it is given.
const first = 'en' as string as Language;
const second = 'es' as string as Language;

describe('a page in some languages only', () => {
  it('is in the sitemap in each language it is written in, its alternates those alone', () => {
    const sitemap = sitemapXml(origin, ['/blog/both', '/blog/one'], (path) =>
      path === '/blog/one' ? [first] : [first, second],
    );
    expect(sitemap).toContain(`<loc>${origin}/blog/one</loc>`);
    expect(sitemap).not.toContain(`${origin}/${second}/blog/one`);
    expect(sitemap).toContain(`<loc>${origin}/${second}/blog/both</loc>`);
    expect(sitemap).toContain(`hreflang="${second}" href="${origin}/${second}/blog/both"`);
  });

  it("names in its head only its own languages, x-default the first of them when it lacks the site's first", () => {
    const head = (pageLanguages: readonly Language[], language: Language) =>
      buildHead({
        origin,
        path: '/blog/post',
        language,
        meta: { kind: 'post', title: 'A post', description: 'About it', image: 'post-post' },
        siteName: 'Site',
        imageAlt: 'A post',
        jsonLd: [],
        preloads: [],
        fonts: [],
        lateFonts: [],
        isErrorPage: false,
        hasFooter: false,
        pageLanguages,
      });
    const only = head([second], second);
    expect(only).toContain(`hreflang="${second}" href="${origin}/${second}/blog/post"`);
    expect(only).toContain(`hreflang="x-default" href="${origin}/${second}/blog/post"`);
    expect(only).not.toContain(`hreflang="${first}"`);
    expect(only).not.toContain('og:locale:alternate');
    expect(only).toContain('<meta property="og:type" content="article"/>');
    expect(head([first, second], first)).toContain(`hreflang="${second}"`);
  });
});

describe("a feed's post", () => {
  it('has absolute links and pictures: root-relative ones on the origin, anchors on the post', () => {
    const html =
      '<p><a href="/blog/other">x</a> <a href="#note">1</a> <a href="https://else.example/a">y</a></p>' +
      '<picture><source srcset="/assets/a-640.avif 640w, /assets/a-1280.avif 1280w"><img src="/assets/a.webp"></picture>';
    const post = `${origin}/folder/blog/post`;
    expect(absoluteLinks(html, `${origin}/folder`, post)).toBe(
      `<p><a href="${origin}/blog/other">x</a> <a href="${post}#note">1</a> <a href="https://else.example/a">y</a></p>` +
        `<picture><source srcset="${origin}/assets/a-640.avif 640w, ${origin}/assets/a-1280.avif 1280w"><img src="${origin}/assets/a.webp"></picture>`,
    );
  });
});
