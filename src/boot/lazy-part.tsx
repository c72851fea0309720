import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { PartFailed } from '@/components/ui/part-failed';
import { HYDRATED_ATTRIBUTE } from '@/lib/constants';
import { movedEarly, replayEarlyInput } from './early-input';
import { retryFailedParts, whenRetried } from './retry-failed-parts';

/**
 * A component whose code loads on demand. `preload()` fetches it ahead of its first render, after which it
 * renders at once instead of suspending (so that a render right after matches the prerendered HTML).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const preload = async () => {
    loaded ??= await load();
    return loaded;
  };
  // React.lazy keeps a rejection for good: the error screen's Try again swaps in a fresh one, which loads again.
  const fresh = () =>
    lazy(async () => ({
      default: await preload().catch((error: unknown) => {
        whenRetried(() => (Lazy = fresh()));
        throw error;
      }),
    }));
  let Lazy = fresh();
  function Part(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Part, { preload });
}

const deferredParts = new Set<() => Promise<unknown>>();

/** Marks a deferred part's element as React's (see HYDRATED_ATTRIBUTE). */
const markReady = (id: string) => document.getElementById(id)?.setAttribute(HYDRATED_ATTRIBUTE, '');

/**
 * The visitor's first move (a scroll, a touch, a click, a key, history), after which any part of the page may be
 * reached soon: every deferred part then hydrates, well before it scrolls into view.
 */
const interactions = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'popstate'] as const;
let hydratingFromHtml = false;

/**
 * Called by the browser entry before it hydrates prerendered HTML: from then on, a deferred part whose first
 * render hydrates waits until the visitor moves or it is on screen before it loads and hydrates.
 */
export function hydrateDeferredPartsWhenNear() {
  hydratingFromHtml = true;
}

/** Deferred parts of the page shown that wait to hydrate: what opens each one's wait, and when it has hydrated. */
const waiting = new Set<{ open: () => void; hydrated: Promise<void> }>();

/**
 * The ids of the deferred parts that have not hydrated yet: where the page shows one as prerendered HTML, its buttons
 * do nothing so far. From its declaration, since React may hydrate the shell before it even asks for the part.
 */
const inert = new Set<string>();

/** Whether an element of the page has its code: it is not inside a deferred part still waiting to hydrate. */
export function isHydrated(element: Element): boolean {
  return ![...inert].some((id) => document.getElementById(id)?.contains(element));
}

/** A promise and what settles it. */
function signal() {
  let settle!: () => void;
  const promise = new Promise<void>((resolve) => (settle = resolve));
  return { promise, settle };
}

/** Resolves once the prerendered element is on screen, the visitor makes a first move, or `open()` is called. */
function waitUntilNear(element: Element) {
  const near = signal();
  const observer = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) open();
  });
  function open() {
    observer.disconnect();
    for (const name of interactions) removeEventListener(name, open, true);
    near.settle();
  }
  observer.observe(element);
  for (const name of interactions) addEventListener(name, open, { capture: true, passive: true });
  // The first move may have come before this part was asked for (before the app's code had even run).
  if (movedEarly()) open();
  return { near: near.promise, open };
}

/**
 * A part below the fold, rendered as the element with id `id`: the prerender step loads it first so that its
 * HTML is complete, but the browser leaves it out of the page's preloaded code, and fetches and hydrates it only
 * once the visitor first scrolls or interacts, or once it is on screen (render it inside its own Suspense boundary,
 * so that the rest of the page hydrates without waiting). Until then it is the prerendered HTML, complete but inert.
 */
export function deferredPart<Props extends object>(id: string, load: () => Promise<ComponentType<Props>>) {
  const { promise: hydrated, settle: markHydrated } = signal();
  inert.add(id);
  // Taps held on the part's buttons while it waited are replayed now that they work.
  void hydrated.then(() => {
    inert.delete(id);
    replayEarlyInput();
  });
  const Part = lazyPart(async () => {
    const element = hydratingFromHtml ? document.getElementById(id) : null;
    if (element && typeof IntersectionObserver !== 'undefined') {
      const { near, open } = waitUntilNear(element);
      const entry = { open, hydrated };
      waiting.add(entry);
      void hydrated.then(() => waiting.delete(entry));
      await near;
    }
    // A part that fails to load shows the error boundary; nothing waits for it any longer.
    return load().catch((error: unknown) => {
      markHydrated();
      throw error;
    });
  });
  deferredParts.add(Part.preload);
  function Loaded(props: Props) {
    useEffect(() => {
      markReady(id);
      markHydrated();
    }, []);
    return <Part {...props} />;
  }
  function Failed({ onRetry }: { onRetry: () => void }) {
    useEffect(() => markReady(id), []);
    const retry = () => {
      retryFailedParts();
      onRetry();
    };
    return <PartFailed id={id} onRetry={retry} />;
  }
  // Its own boundaries: the rest of the page hydrates without waiting for it, and goes on working if it fails.
  function DeferredPart(props: Props) {
    return (
      <ErrorBoundary Fallback={Failed}>
        <Suspense fallback={<span {...{ [LOADING_ATTRIBUTE]: '' }} hidden />}>
          <Loaded {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return Object.assign(DeferredPart, { preload: Part.preload });
}

/**
 * Hydrates at once every deferred part that still waits, and resolves when they all have. Call it before changing
 * what their HTML depends on (the language): a part hydrated afterwards would not match its prerendered HTML.
 */
export async function hydrateDeferredParts() {
  const parts = [...waiting];
  for (const { open } of parts) open();
  await Promise.all(parts.map(({ hydrated }) => hydrated));
}

/**
 * Marks a part of the page whose code is on its way (a screen's 'Loading...', a deferred part's empty stand-in): the
 * page's height is not final while one shows, so a scroll does not settle before it is gone (src/scroll/settle-scroll.ts).
 */
export const LOADING_ATTRIBUTE = 'data-part-loading';

/** Whether some part of the page is still waiting for its code. */
export const partsLoading = () => document.querySelector(`[${LOADING_ATTRIBUTE}]`) !== null;

/** Loads every deferred part declared by the modules loaded so far (for prerendering). */
export async function preloadDeferredParts() {
  await Promise.all([...deferredParts].map((preload) => preload()));
}
