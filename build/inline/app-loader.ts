// The prerendered pages are complete without JavaScript; the app's code only makes them interactive. So that it
// competes with nothing the first view needs (HTML, CSS, fonts, the largest picture), a page asks for its scripts
// once it has loaded and been painted, or at once when the visitor starts interacting, whichever comes first.
import { DEFERRED_ICONS_ID } from '../../src/lib/icon-sprite';
import { EARLY_INPUT_GLOBAL } from '../../src/boot/early-input';
import { earlyInputHolder, releaseEarlyInput } from './early-input-holder';
import type { LateFont } from '../plugins/font-subset';
import { AFTER_FIRST_PAINT_ID, FIRST_PAINT_ATTRIBUTE } from '../head';
import { inlineFunction, inlineScript } from './inline-script';

/** What the loader reads: the entry module, the modules it will import, and the web fonts it adds. */
export interface AppScripts {
  entry: string;
  preloads: string[];
  fonts: LateFont[];
}

export const appScriptsId = 'app-scripts';

/** What the loader needs to know of the page: the ids and the attribute it looks for, and the early input's global. */
export interface LoaderSettings {
  /** The `<noscript>`s whose markup it adds when it starts: the deferred icon symbols, the manifest link. */
  held: string[];
  firstPaintAttribute: string;
  scriptsId: string;
  earlyInputGlobal: string;
}

export const loaderSettings: LoaderSettings = {
  held: [DEFERRED_ICONS_ID, AFTER_FIRST_PAINT_ID],
  firstPaintAttribute: FIRST_PAINT_ATTRIBUTE,
  scriptsId: appScriptsId,
  earlyInputGlobal: EARLY_INPUT_GLOBAL,
};

/**
 * Starts the app once the page has loaded and its first text or picture has been painted (a heavy page can load
 * before that), or at the visitor's first pointer, key or focus event: runs the entry, and modulepreloads every
 * module it will import, one per task (starting a fetch costs a few milliseconds of main thread on a slow phone;
 * eight at once made one long task). Identical on every page (one CSP hash). If the entry cannot load, the taps
 * held until then are let go (`release`, early-input-holder.ts). It first lets what waited for the first paint
 * come, each change touching only what it is for (a style sheet added to the page would restyle all of it): the
 * pictures held by the root's attribute (build/head.tsx, afterFirstPaint), the markup two `<noscript>` hold for it
 * (the icon symbols that point into the sprite file, src/lib/icon-sprite.ts, and the manifest link), and the late
 * web fonts (JetBrains Mono, which swaps in for stand-ins of exactly its size).
 *
 * Self-contained: its source is the inline script (`appLoader`), with its settings and `releaseEarlyInput`'s source
 * as its arguments.
 */
export function loadApp(
  w: typeof window,
  settings: LoaderSettings,
  release: (w: Window, global: string) => void,
): void {
  const d = w.document;
  const events = ['pointerdown', 'keydown', 'touchstart', 'focusin'];
  let started = false;
  const preload = (hrefs: string[]) => {
    const [href, ...rest] = hrefs;
    if (href === undefined) return;
    w.setTimeout(() => {
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.append(link);
      preload(rest);
    }, 0);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const name of events) w.removeEventListener(name, start, true);
    for (const id of settings.held) {
      const held = d.getElementById(id);
      if (!held) continue;
      held.insertAdjacentHTML('afterend', held.textContent ?? '');
      held.remove();
    }
    d.documentElement.removeAttribute(settings.firstPaintAttribute);
    const app = JSON.parse(d.getElementById(settings.scriptsId)?.textContent ?? '') as AppScripts;
    if (w.FontFace && d.fonts)
      for (const font of app.fonts) {
        const face = new w.FontFace(font.family, `url(${font.href})`, {
          weight: font.weight,
          unicodeRange: font.unicodeRange,
          display: 'swap',
        });
        d.fonts.add(face);
        face.load().catch(() => {});
      }
    const entry = d.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = app.entry;
    entry.addEventListener('error', () => release(w, settings.earlyInputGlobal));
    d.body.append(entry);
    preload(app.preloads);
  };
  for (const name of events) w.addEventListener(name, start, { capture: true, passive: true });
  const afterPaint = () => w.requestAnimationFrame(() => w.setTimeout(start, 0));
  // After the first contentful paint, so that what the page shows first (its text, its largest picture) is not kept
  // waiting: a first frame can paint before any text or picture does. Where paint timing is unknown, the next frame.
  const afterContentfulPaint = () => {
    const types = w.PerformanceObserver?.supportedEntryTypes;
    if (!types?.includes('paint')) return afterPaint();
    const observer = new w.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (d.readyState === 'complete') afterContentfulPaint();
  else w.addEventListener('load', afterContentfulPaint);
}

/** The inline script's body: `loadApp` with the page's ids, and what lets held taps go. */
export const appLoader = inlineFunction(loadApp, loaderSettings, releaseEarlyInput);

const moduleScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\s*<link rel="modulepreload" crossorigin(?:="")? href="([^"]+)"\s*\/?>/g;

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
