import { describe, expect, it } from 'vitest';
import { firstScreenFonts, fontStart, leadImagePreload, styleSheetsFirst } from './head';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body></body>
</html>`;

describe('styleSheetsFirst', () => {
  it('puts the style sheet ahead of the head tags the prerender adds (its preloads among them)', () => {
    const page = styleSheetsFirst(template);
    expect(page.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(page.indexOf('<link rel="stylesheet" crossorigin href="/assets/index.css">')).toBeLessThan(
      page.indexOf('<!--app-head-->'),
    );
    expect(page).toContain('<!--app-head-->\n  </head>');
  });

  it('fails the build when the template has no style sheet', () => {
    expect(() => styleSheetsFirst(template.replace(/<link rel="stylesheet"[^>]*>/, ''))).toThrow(
      'expected the style sheet in the page template, found none',
    );
  });
});

const builtCss =
  '@font-face{font-family:Inter Variable;font-display:optional;src:url(/assets/inter-latin-wght-normal-a1.woff2)format("woff2-variations")}' +
  '@font-face{font-family:"JetBrains Mono Variable";src:url(/assets/jetbrains-mono-latin-wght-normal-b2.woff2)format("woff2")}' +
  '@font-face{font-family:Inter Fallback;src:local(Arial)}.a{color:red}';

describe('firstScreenFonts', () => {
  it('reads each web font file and its family from the built style sheet, and skips local fallbacks', () => {
    expect(firstScreenFonts(builtCss)).toEqual([
      { href: '/assets/inter-latin-wght-normal-a1.woff2', family: 'Inter Variable' },
      { href: '/assets/jetbrains-mono-latin-wght-normal-b2.woff2', family: 'JetBrains Mono Variable' },
    ]);
  });

  it('fails the build when a web font went missing', () => {
    expect(() => firstScreenFonts(builtCss.replace(/@font-face\{font-family:"JetBrains[^}]*\}/, ''))).toThrow(
      'expected the two Latin web fonts in the style sheet, found 1',
    );
  });
});

describe('fontStart', () => {
  it('starts loading every web font by family, where the browser has a font set', () => {
    const script = fontStart(firstScreenFonts(builtCss));
    expect(script).toMatch(/^<script>[^<]*<\/script>$/);
    const loaded: string[] = [];
    const body = script.replace(/^<script>|<\/script>$/g, '');
    new Function('document', body)({ fonts: { load: (font: string) => loaded.push(font) } });
    expect(loaded).toEqual(['1em "Inter Variable"', '1em "JetBrains Mono Variable"']);
    expect(() => new Function('document', body)({})).not.toThrow();
  });
});

describe('leadImagePreload', () => {
  it('preloads a single file by its address', () => {
    expect(leadImagePreload({ href: '/images/profile/profile.webp' })).toBe(
      '<link rel="preload" as="image" href="/images/profile/profile.webp" fetchpriority="high" />',
    );
  });

  it("preloads a picture's best source with its type, srcset and sizes, and no single file", () => {
    const tag = leadImagePreload({
      srcSet: '/a-640.avif 640w, /a-1280.avif 1280w',
      sizes: '(min-width: 48rem) 50vw, 100vw',
      type: 'image/avif',
    });
    expect(tag).toBe(
      '<link rel="preload" as="image" imagesrcset="/a-640.avif 640w, /a-1280.avif 1280w" imagesizes="(min-width: 48rem) 50vw, 100vw" type="image/avif" fetchpriority="high" />',
    );
  });

  it('refuses a lead image with nothing to fetch', () => {
    expect(() => leadImagePreload({ type: 'image/avif' })).toThrow('a lead image needs a file or a srcset');
  });
});
