// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from '../../src/boot/early-input';
import { DEFERRED_ICONS_ID } from '../../src/lib/icon-sprite';
import { appLoader, deferAppScripts } from './app-loader';
import { AFTER_FIRST_PAINT_ID, FIRST_PAINT_ATTRIBUTE, afterFirstPaint } from '../head';

const page = `<!doctype html>
<html lang="en">
  <head>
    <link rel="modulepreload" crossorigin href="/assets/home-page.js" />
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"><p>Hello</p></div>
  </body>
</html>`;

const mono = {
  family: 'JetBrains Mono Variable',
  href: '/assets/jetbrains-mono-latin-wght-normal-b2.woff2',
  weight: '100 800',
  unicodeRange: 'U+20-7E',
};

describe('deferAppScripts', () => {
  it('moves the module script and its preloads out of the head, into the list the loader reads', () => {
    const html = deferAppScripts(page, [mono]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain(
      '<script type="application/json" id="app-scripts">{"entry":"/assets/index.js","preloads":["/assets/home-page.js","/assets/react.js"],"fonts":[{"family":"JetBrains Mono Variable","href":"/assets/jetbrains-mono-latin-wght-normal-b2.woff2","weight":"100 800","unicodeRange":"U+20-7E"}]}</script>',
    );
    expect(html.indexOf(appLoader)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  it('fails the build when the page has no module script, or more than one', () => {
    expect(() => deferAppScripts(page.replace(/<script type="module"[^\n]*\n/, ''), [])).toThrow(
      'expected one module script in the page, found 0',
    );
    const twice = page.replace('</head>', '<script type="module" crossorigin src="/b.js"></script></head>');
    expect(() => deferAppScripts(twice, [])).toThrow('found 2');
  });
});

/** The page's own inline script, run as the browser would. */
const run = () => new Function(appLoader)();
const entries = () =>
  [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

describe('the app loader', () => {
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.useFakeTimers();
    readyState = 'interactive';
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
    const html = deferAppScripts(page, [mono]);
    document.head.innerHTML = '';
    document.body.innerHTML =
      /<body>([\s\S]*)<\/body>/.exec(html)?.[1]?.replace(/<script>[\s\S]*?<\/script>/, '') ?? '';
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'readyState');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('waits for the page to load and paint, then runs the entry once and preloads each module in a task of its own', () => {
    run();
    expect(entries()).toEqual([]);
    expect(preloads()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(entries()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(entries()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(entries()).toEqual(['/assets/index.js']);
    expect(preloads()).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/home-page.js']);
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(['/assets/home-page.js', '/assets/react.js']);
    window.dispatchEvent(new Event('load'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(entries()).toHaveLength(1);
  });

  it('starts at once when the visitor interacts before the page has loaded', () => {
    run();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(entries()).toEqual(['/assets/index.js']);
    window.dispatchEvent(new Event('load'));
    expect(entries()).toHaveLength(1);
  });

  it('waits for the first contentful paint where the browser reports paints', () => {
    let report: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const disconnect = vi.fn<() => void>();
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = vi.fn<(options: PerformanceObserverInit) => void>();
      disconnect = disconnect;
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    try {
      run();
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(100);
      report?.({ getEntriesByName: () => [] });
      vi.advanceTimersByTime(100);
      expect(entries()).toEqual([]);
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(disconnect).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(100);
      expect(entries()).toEqual(['/assets/index.js']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lets the taps held so far go when the entry cannot load', () => {
    const flush = vi.fn<() => void>();
    const input: EarlyInput = { live: null, flush, moved: false };
    Object.assign(window, { [EARLY_INPUT_GLOBAL]: input });
    try {
      run();
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(flush).not.toHaveBeenCalled();
      document.querySelector('script[type="module"]')?.dispatchEvent(new Event('error'));
      expect(input.live?.(document.body)).toBe(true);
      expect(flush).toHaveBeenCalledOnce();
    } finally {
      Reflect.deleteProperty(window, EARLY_INPUT_GLOBAL);
    }
  });

  it('starts after the next paint on a page that has already loaded', () => {
    readyState = 'complete';
    run();
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(entries()).toEqual(['/assets/index.js']);
  });

  it('adds the icon symbols that point into the sprite, once, before it runs the entry', () => {
    const held = document.createElement('noscript');
    held.id = DEFERRED_ICONS_ID;
    held.textContent =
      '<svg hidden><symbol id="skills-react" viewBox="0 0 24 24"><use href="/icons/sprite.svg#skills-react"/></symbol></svg>';
    document.body.prepend(held);
    run();
    expect(document.getElementById('skills-react')).toBeNull();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.getElementById(DEFERRED_ICONS_ID)).toBeNull();
    expect(document.querySelectorAll('#skills-react')).toHaveLength(1);
    expect(document.querySelector('#skills-react use')?.getAttribute('href')).toBe(
      '/icons/sprite.svg#skills-react',
    );
    expect(entries()).toEqual(['/assets/index.js']);
  });

  it('lets what waited for the first paint come when it starts: the held pictures, the manifest, the late fonts', () => {
    const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
    const load = vi.fn<() => Promise<void>>(() => Promise.reject(new Error('offline')));
    vi.stubGlobal(
      'FontFace',
      class {
        load = load;
        constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
          added.push({ family, source, descriptors });
        }
      },
    );
    const fonts = { add: vi.fn<(face: object) => void>() };
    Object.defineProperty(document, 'fonts', { configurable: true, value: fonts });
    document.documentElement.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
    document.head.innerHTML = afterFirstPaint([mono]);
    try {
      run();
      expect(document.querySelector('link[rel="manifest"]')).toBeNull();
      expect(added).toEqual([]);
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(50);
      expect(document.documentElement.hasAttribute(FIRST_PAINT_ATTRIBUTE)).toBe(false);
      expect(document.getElementById(AFTER_FIRST_PAINT_ID)).toBeNull();
      expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
        '/manifest.webmanifest',
      );
      // The faces come from the loader's data, not from a style sheet, which would restyle the whole page.
      expect(document.head.querySelectorAll('style')).toHaveLength(0);
      expect(added).toEqual([
        {
          family: mono.family,
          source: `url(${mono.href})`,
          descriptors: { weight: mono.weight, unicodeRange: mono.unicodeRange, display: 'swap' },
        },
      ]);
      expect(fonts.add).toHaveBeenCalledOnce();
      expect(load).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(document, 'fonts');
      document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
    }
  });
});
