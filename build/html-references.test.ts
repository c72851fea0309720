import { describe, expect, it } from 'vitest';
import { cssUrls, htmlReferences, srcsetUrls } from './html-references';

describe('the reference reader', () => {
  it('sees what a browser would request, and nothing it would not', () => {
    const html = `<!-- <a href="/commented-out"> --><A HREF='/quoted?a=1&amp;b=2#x' id=bare>a > b</A>
      <script type="application/ld+json">{"html": "<a href=\\"/inside-a-script\\">"}</script>
      <img alt="1 > 0" src=/plain.png srcSet="/a.png 1x, /b,c.png 2x,/d.png" />
      <meta property="og:image" content="https://example.com/og.png"><meta name="twitter:title" content="/not-a-url">
      <video poster="/poster.jpg"><track src="/captions.vtt"></video><i style="mask-image:url('/icon.svg')"></i>
      <svg><use href="/sprite.svg#a"></use></svg><template><img src="/in-template.png"></template>
      <script type="application/json" id="app-scripts">{"entry":"/assets/entry.js","preloads":["/assets/a.js"]}</script>
      <a href=" /es/ " hreflang="es">Español</a>`;
    expect(htmlReferences(html)).toEqual({
      references: [
        '/quoted?a=1&b=2#x',
        '/plain.png',
        '/a.png',
        '/b,c.png',
        '/d.png',
        'https://example.com/og.png',
        '/poster.jpg',
        '/captions.vtt',
        '/icon.svg',
        '/sprite.svg#a',
        '/in-template.png',
        '/assets/entry.js',
        '/assets/a.js',
        '/es/',
      ],
      ids: new Set(['bare', 'app-scripts']),
      languageLinks: new Set(['/es/']),
    });
  });

  it('reads what a <noscript> holds, as a browser without scripts or the app loader puts it into the page', () => {
    const html = `<svg><use href="#skills-vite"></use></svg>
      <noscript id="deferred-icons"><svg><symbol id="skills-vite"><use href="/icons/sprite.svg#skills-vite"/></symbol></svg></noscript>`;
    expect(htmlReferences(html)).toEqual({
      references: ['#skills-vite', '/icons/sprite.svg#skills-vite'],
      ids: new Set(['deferred-icons', 'skills-vite']),
      languageLinks: new Set(),
    });
  });

  it('splits a srcset as the HTML standard does and reads the url()s of a stylesheet', () => {
    expect(srcsetUrls('/a.png 480w,/b.png 960w, /c,d.png 2x')).toEqual(['/a.png', '/b.png', '/c,d.png']);
    expect(cssUrls('a{background:url( "/x.png" )}/* url(/commented.png) */b{src:url(/y.woff2)}')).toEqual([
      '/x.png',
      '/y.woff2',
    ]);
    expect(
      cssUrls('@import url("/i.css");a{--icon:url(/c.png);mask:image-set(url(/z.png) 1x);b:url(/a\\)b.png)}'),
    ).toEqual(['/i.css', '/c.png', '/z.png', '/a)b.png']);
    expect(cssUrls("mask-image:url('/icon.svg')", 'declarationList')).toEqual(['/icon.svg']);
  });
});
