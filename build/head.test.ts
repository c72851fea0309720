import { describe, expect, it } from 'vitest';
import {
  afterFirstPaint,
  firstScreenFonts,
  fontStart,
  inlineFavicon,
  leadImagePreload,
  styleSheetsFirst,
} from './head';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body></body>
</html>`;

const inter = { href: '/assets/inter-latin-wght-normal-a1.woff2', family: 'Inter Variable' };

describe('styleSheetsFirst', () => {
  it("puts the first screen's font and then the style sheet, at a font's priority, ahead of the prerender's head tags", () => {
    const page = styleSheetsFirst(template, [inter]);
    expect(page.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    const font = page.indexOf(
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-wght-normal-a1.woff2" crossorigin=""/>',
    );
    const sheet = page.indexOf(
      '<link rel="stylesheet" fetchpriority="low" crossorigin href="/assets/index.css">',
    );
    expect(font).toBeGreaterThan(0);
    expect(sheet).toBeGreaterThan(font);
    expect(sheet).toBeLessThan(page.indexOf('<!--app-head-->'));
    expect(page).toContain('<!--app-head-->\n  </head>');
  });

  it('fails the build when the template has no style sheet', () => {
    expect(() => styleSheetsFirst(template.replace(/<link rel="stylesheet"[^>]*>/, ''), [inter])).toThrow(
      'expected the style sheet in the page template, found none',
    );
  });
});

const builtCss =
  '@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter-latin-wght-normal-a1.woff2)format("woff2-variations")}' +
  '@font-face{font-family:Inter Fallback;src:local(Arial)}.a{color:red}';

describe('firstScreenFonts', () => {
  it('reads the web font file and its family from the built style sheet, and skips local fallbacks', () => {
    expect(firstScreenFonts(builtCss)).toEqual([inter]);
  });

  it('reads the other script subsets a name or a text needs (Latin Extended for Ł), each once loaded', () => {
    const latinExt = { href: '/assets/inter-latin-ext-wght-normal-b2.woff2', family: 'Inter Variable' };
    const css = `${builtCss}@font-face{font-family:Inter Variable;src:url(${latinExt.href})format("woff2-variations")}`;
    expect(firstScreenFonts(css)).toEqual([inter, latinExt]);
    const loaded: string[] = [];
    new Function('document', fontStart(firstScreenFonts(css)).replace(/^<script>|<\/script>$/g, ''))({
      fonts: { load: (font: string) => loaded.push(font) },
    });
    expect(loaded).toEqual(['1em "Inter Variable"']);
  });

  it('fails the build when the web font went missing', () => {
    expect(() =>
      firstScreenFonts(builtCss.replace(/@font-face\{font-family:Inter Variable[^}]*\}/, '')),
    ).toThrow('expected one Latin web font in the style sheet, found 0');
  });
});

describe('fontStart', () => {
  it('starts loading every web font by family, where the browser has a font set', () => {
    const script = fontStart(firstScreenFonts(builtCss));
    expect(script).toMatch(/^<script>[^<]*<\/script>$/);
    const loaded: string[] = [];
    const body = script.replace(/^<script>|<\/script>$/g, '');
    new Function('document', body)({ fonts: { load: (font: string) => loaded.push(font) } });
    expect(loaded).toEqual(['1em "Inter Variable"']);
    expect(() => new Function('document', body)({})).not.toThrow();
  });
});

describe('leadImagePreload', () => {
  it('preloads a single file by its address', () => {
    expect(leadImagePreload({ href: '/images/profile/profile.webp' })).toBe(
      '<link rel="preload" as="image" href="/images/profile/profile.webp" fetchpriority="high"/>',
    );
  });

  it("preloads a picture's best source with its type, srcset and sizes, and no single file", () => {
    const tag = leadImagePreload({
      srcSet: '/a-640.avif 640w, /a-1280.avif 1280w',
      sizes: '(min-width: 48rem) 50vw, 100vw',
      type: 'image/avif',
    });
    expect(tag).toBe(
      '<link rel="preload" as="image" imagesrcset="/a-640.avif 640w, /a-1280.avif 1280w" imagesizes="(min-width: 48rem) 50vw, 100vw" type="image/avif" fetchpriority="high"/>',
    );
  });

  it('escapes what it is given', () => {
    expect(leadImagePreload({ href: '/a"b<c&d.webp' })).toBe(
      '<link rel="preload" as="image" href="/a&quot;b&lt;c&amp;d.webp" fetchpriority="high"/>',
    );
  });

  it('refuses a lead image with nothing to fetch', () => {
    expect(() => leadImagePreload({ type: 'image/avif' })).toThrow('a lead image needs a file or a srcset');
  });
});

describe('inlineFavicon', () => {
  const page = '<head>\n    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />\n</head>';

  it("writes the icon into the page as a data: URL, so that the browser's request for it does not happen", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">\n  <rect fill="#0b0d12"/></svg>\n';
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(
      inlineFavicon(page, svg),
    )?.[1];
    expect(href).toMatch(/^data:image\/svg\+xml,%3Csvg%20xmlns/);
    expect(decodeURIComponent(href?.replace('data:image/svg+xml,', '') ?? '')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"> <rect fill="#0b0d12"/></svg>',
    );
  });

  it('fails the build when the template no longer links the icon', () => {
    expect(() => inlineFavicon('<head></head>', '<svg/>')).toThrow('expected <link rel="icon"');
  });
});

describe('afterFirstPaint', () => {
  it('holds the manifest link for the loader, and gives a page without scripts the late faces and the held pictures', () => {
    const tags = afterFirstPaint([
      { family: 'Mono', href: '/assets/mono.woff2', weight: '100 800', unicodeRange: 'U+20-7E' },
    ]);
    expect(tags).toBe(
      '<noscript id="after-first-paint"><link rel="manifest" href="/manifest.webmanifest"/></noscript>\n' +
        '    <noscript><style>@font-face{font-family:"Mono";font-style:normal;font-display:swap;font-weight:100 800;' +
        'src:url(/assets/mono.woff2) format("woff2");unicode-range:U+20-7E}' +
        '[data-first-paint] [class*="after-first-paint"]{content-visibility:visible}</style></noscript>',
    );
  });
});
