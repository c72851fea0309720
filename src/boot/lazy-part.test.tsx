import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '@/lib/constants';
import { yieldToMain } from '@/lib/yield-to-main';

type Observed = { callback: IntersectionObserverCallback; elements: Element[]; disconnected: boolean };
let observers: Observed[] = [];

/** An IntersectionObserver the test drives: `show(element)` reports that element on screen. */
class TestObserver {
  private readonly record: Observed;
  constructor(callback: IntersectionObserverCallback) {
    this.record = { callback, elements: [], disconnected: false };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.elements.push(element);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function show(element: Element) {
  for (const { callback, elements, disconnected } of observers)
    if (!disconnected && elements.includes(element))
      callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
}

/** A fresh copy of the module (its "hydrating" switch is module state) and a deferred part over a spy loader. */
async function setUp(id = 'projects') {
  vi.resetModules();
  const lazyPart = await import('./lazy-part');
  const load = vi.fn<() => Promise<ComponentType<object>>>(async () => () => null);
  return { ...lazyPart, load, part: lazyPart.deferredPart(id, load) };
}

/** A deferred part asked for while the page hydrates, checked to be still waiting, and its pending load. */
async function waitingPart() {
  const { part, load, hydrateDeferredPartsWhenNear } = await setUp();
  hydrateDeferredPartsWhenNear();
  const loaded = part.preload();
  await yieldToMain();
  expect(load).not.toHaveBeenCalled();
  return { load, loaded };
}

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', TestObserver);
  document.body.innerHTML = '<section id="projects"></section>';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('deferredPart', () => {
  it('loads at once when the page is not hydrating prerendered HTML (a fresh render or a later visit)', async () => {
    const { part, load } = await setUp();
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['scroll', 'wheel', 'pointerdown', 'keydown', 'touchstart', 'popstate'])(
    'while hydrating, waits for the visitor to move before it loads: here a %s',
    async (name) => {
      const { load, loaded } = await waitingPart();
      window.dispatchEvent(new Event(name));
      await loaded;
      expect(load).toHaveBeenCalledTimes(1);
      expect(observers.every((observer) => observer.disconnected)).toBe(true);
    },
  );

  it('while hydrating, loads once its element is on screen', async () => {
    const { load, loaded } = await waitingPart();
    show(document.getElementById('projects') as Element);
    await loaded;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the page has no prerendered element of that id', async () => {
    const { part, load, hydrateDeferredPartsWhenNear } = await setUp('contact');
    hydrateDeferredPartsWhenNear();
    await part.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads every declared part for the prerender, without waiting', async () => {
    const { load, preloadDeferredParts, deferredPart } = await setUp();
    const other = vi.fn<() => Promise<ComponentType<object>>>(async () => () => null);
    deferredPart('contact', other);
    await preloadDeferredParts();
    expect(load).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('hydrateDeferredParts opens every waiting part and resolves once each has rendered', async () => {
    const { deferredPart, hydrateDeferredParts, hydrateDeferredPartsWhenNear } = await setUp();
    // The same React as the module under test (setUp reloaded the modules): no JSX here.
    const { createElement, Suspense } = await import('react');
    const { act, render, screen, waitFor } = await import('@testing-library/react');
    hydrateDeferredPartsWhenNear();
    const Projects = deferredPart('projects', async () => () => createElement('p', null, 'Projects'));
    render(createElement(Suspense, null, createElement(Projects)));
    await act(yieldToMain);
    expect(screen.queryByText('Projects')).toBeNull();

    let done = false;
    void hydrateDeferredParts().then(() => (done = true));
    await waitFor(() => expect(done).toBe(true));
    expect(screen.getByText('Projects')).toBeTruthy();
    // The part's prerendered element carries the app's mark once React has it (what browser tests wait for).
    expect(document.getElementById('projects')?.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
  });

  it('a part whose code fails on every try says so in its place, in the page’s language, and Try again loads it', async () => {
    const { deferredPart } = await setUp();
    // The same React, i18next binding and error class as the module under test (setUp reloaded the modules).
    const { createElement } = await import('react');
    const { render, screen } = await import('@testing-library/react');
    const { default: userEvent } = await import('@testing-library/user-event');
    const { I18nextProvider, initReactI18next } = await import('react-i18next');
    const { default: i18next } = await import('i18next');
    const { bundledResources } = await import('@/i18n/bundled-resources');
    const { baseOptions } = await import('@/i18n/options');
    const { DownloadError } = await import('./retry-import');
    const { resources } = await import('@/i18n/resources');
    const { secondLanguage } = await import('@/test/languages');
    // The page in another language than the fallback where the site has one, with its own words.
    const words = resources[secondLanguage].errors;
    const i18n = i18next.createInstance();
    await i18n
      .use(initReactI18next)
      .init({ ...baseOptions, lng: secondLanguage, resources: bundledResources });
    // React logs the error its boundary caught.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<ComponentType<object>>>()
      .mockRejectedValueOnce(new DownloadError(new TypeError('Failed to fetch')))
      .mockResolvedValue(() => createElement('p', null, 'Contact'));
    const Contact = deferredPart('contact', load);
    render(createElement(I18nextProvider, { i18n }, createElement(Contact)));

    const retry = await screen.findByRole('button', { name: words.retry });
    expect(screen.getByRole('alert')).toHaveTextContent(words.download);
    // Anchors to the part still lead to its place, which is React's (browser tests wait for the mark).
    // Set by an effect, after the button is in the document: on a loaded machine, a moment later.
    await vi.waitFor(() => expect(retry.closest('#contact')?.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    await userEvent.click(retry);
    expect(await screen.findByText('Contact')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
