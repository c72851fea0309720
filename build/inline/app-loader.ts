// The prerendered pages are complete without JavaScript; the app's code only makes them interactive. So that it
// competes with nothing the first view needs (HTML, CSS, fonts, the largest picture), a page asks for its scripts
// once it has loaded and been painted, or at once when the visitor starts interacting, whichever comes first.
import { DEFERRED_ICONS_ID } from '../../src/lib/icon-sprite';
import { earlyInputHolder, releaseEarlyInput } from './early-input-holder';
import type { LateFont } from '../plugins/font-subset';
import { AFTER_FIRST_PAINT_ID, FIRST_PAINT_ATTRIBUTE } from '../head';
import { inlineScript } from './inline-script';

/** What the loader reads: the entry module, the modules it will import, and the web fonts it adds. */
export interface AppScripts {
  entry: string;
  preloads: string[];
  fonts: LateFont[];
}

export const appScriptsId = 'app-scripts';

/**
 * Starts the app once the page has loaded and its first text or picture has been painted (a heavy page can load
 * before that), or at the visitor's first pointer, key or focus event: runs the entry, and modulepreloads every
 * module it will import, one per task (starting a fetch costs a few milliseconds of main thread on a slow phone;
 * eight at once made one long task). Identical on every page (one CSP hash); plain ES5 so it runs before anything
 * else is known about the browser. If the entry cannot load, the taps held until then are let go. It first lets
 * what waited for the first paint come, each change touching only what it is for (a style sheet added to the page
 * would restyle all of it): the pictures held by the root's attribute (build/head.ts, afterFirstPaint), the markup
 * two `<noscript>` hold for it (the icon symbols that point into the sprite file, src/lib/icon-sprite.ts, and the
 * manifest link), and the late web fonts (JetBrains Mono, which swaps in for stand-ins of exactly its size).
 */
export const appLoader = `(function () {
  var d = document, started = false, events = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  function preload(hrefs) {
    if (!hrefs.length) return;
    setTimeout(function () {
      var link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = hrefs[0];
      d.head.appendChild(link);
      preload(hrefs.slice(1));
    }, 0);
  }
  function start() {
    if (started) return;
    started = true;
    events.forEach(function (name) { removeEventListener(name, start, true); });
    ['${DEFERRED_ICONS_ID}', '${AFTER_FIRST_PAINT_ID}'].forEach(function (id) {
      var held = d.getElementById(id);
      if (!held) return;
      held.insertAdjacentHTML('afterend', held.textContent);
      held.parentNode.removeChild(held);
    });
    d.documentElement.removeAttribute('${FIRST_PAINT_ATTRIBUTE}');
    var app = JSON.parse(d.getElementById('${appScriptsId}').textContent);
    if (window.FontFace && d.fonts) app.fonts.forEach(function (font) {
      var face = new FontFace(font.family, 'url(' + font.href + ')', { weight: font.weight, unicodeRange: font.unicodeRange, display: 'swap' });
      d.fonts.add(face);
      face.load()['catch'](function () {});
    });
    var entry = d.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app.entry;
    entry.onerror = ${releaseEarlyInput};
    d.body.appendChild(entry);
    preload(app.preloads);
  }
  events.forEach(function (name) { addEventListener(name, start, { capture: true, passive: true }); });
  function afterPaint() { requestAnimationFrame(function () { setTimeout(start, 0); }); }
  // After the first contentful paint, so that what the page shows first (its text, its largest picture) is not kept
  // waiting: a first frame can paint before any text or picture does. Where paint timing is unknown, the next frame.
  function afterContentfulPaint() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('paint') < 0) return afterPaint();
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (d.readyState === 'complete') afterContentfulPaint();
  else addEventListener('load', afterContentfulPaint);
})();`;

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>/g;

/**
 * Takes the module script and modulepreload links Vite and the prerender put in the head out of it, puts the
 * loader and the list it reads at the end of the body, and the holder of early taps at the end of the head.
 */
export function deferAppScripts(html: string, fonts: LateFont[]): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  if (entries.length !== 1)
    throw new Error(`expected one module script in the page, found ${entries.length}`);
  const scripts: AppScripts = {
    entry: entries[0] ?? '',
    preloads: [...new Set([...html.matchAll(modulePreload)].map((match) => match[1] ?? ''))],
    fonts,
  };
  const data = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return html
    .replace(moduleScript, '')
    .replace(modulePreload, '')
    .replace('</head>', () => `  ${inlineScript(earlyInputHolder)}\n  </head>`)
    .replace(
      '</body>',
      `<script type="application/json" id="${appScriptsId}">${data}</script>\n    ${inlineScript(appLoader)}\n  </body>`,
    );
}
