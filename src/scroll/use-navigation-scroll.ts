import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';
import { scrollIntent, type ScrollIntent } from '@/scroll/scroll-intent';
import { createScrollPositions, entryKey } from '@/scroll/scroll-positions';
import { hydrateDeferredParts } from '@/boot/lazy-part';
import { FRAGMENT_ATTRIBUTE } from '@/lib/constants';
import { measureNearPartsWhenIdle } from '@/lib/near-parts';
import { anchorTop, settleScroll, stopSettling } from '@/scroll/settle-scroll';

/** The positions of this tab's history entries, read once from the session (a reload, a visit elsewhere and back). */
let positions: ReturnType<typeof createScrollPositions> | undefined;
const sessionPositions = () => (positions ??= createScrollPositions(sessionStorageOrNothing()));

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Gives the current history entry a key of its own (as the router writes them), and returns it. */
function stampEntry(): string {
  const key = Math.random().toString(36).slice(2, 10);
  const state: unknown = window.history.state;
  window.history.replaceState({ ...(typeof state === 'object' ? state : {}), key }, '');
  return key;
}

/** How the document was reached: navigate, reload or back_forward. */
function documentNavigation(): string | undefined {
  const [entry] = performance.getEntriesByType('navigation');
  return entry && 'type' in entry && typeof entry.type === 'string' ? entry.type : undefined;
}

/**
 * Carries out `intent`. `ready` is the page's deferred parts having hydrated: until then their size can change (a
 * navigation while they wait makes React render them afresh; a restored tab shows once they have hydrated), so
 * the place is not reached before.
 */
function apply(intent: ScrollIntent, ready: Promise<unknown> | undefined): () => void {
  switch (intent.kind) {
    case 'stay':
      return () => undefined;
    case 'top':
      stopSettling();
      // Instant: the page changed, so a smooth scroll up through the old page's height would only distract.
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      return () => undefined;
    case 'restore':
      return settleScroll(() => intent.top, { smooth: false, ready });
    case 'anchor':
      // A new page starts at its top until the anchor's section has rendered.
      if (!intent.smooth && !document.getElementById(intent.id))
        window.scrollTo({ top: 0, behavior: 'instant' });
      return settleScroll(() => anchorTop(intent.id), { smooth: intent.smooth, ready });
  }
}

/**
 * The scroll position of every navigation, in place of the browser's (which knows nothing of the router): a new
 * page starts at the top or at its anchor, an anchor on the same page is scrolled to smoothly, and back and forward
 * restore where the visitor was, each exactly, with the blocks rendered when near laid out at their real size.
 */
export function useNavigationScroll() {
  const location = useLocation();
  const action = useNavigationType();
  const shown = useRef<{ location: Location; key: string } | undefined>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const store = sessionPositions();
    const onScroll = () => {
      if (shown.current) store.set(shown.current.key, window.scrollY);
    };
    const onPageHide = () => store.save();
    addEventListener('scroll', onScroll, { passive: true });
    // A scroll's event comes with the next frame: a link tapped (or a card clicked, which first brings it into view)
    // before that frame would leave an older place behind. The place is also filed as the click begins, before the
    // router handles it.
    addEventListener('click', onScroll, { capture: true, passive: true });
    addEventListener('pagehide', onPageHide);
    return () => {
      removeEventListener('scroll', onScroll);
      removeEventListener('click', onScroll, { capture: true });
      removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // Before the browser paints the new page, and before any scroll event could file a position under its key.
  useLayoutEffect(() => {
    const keyed = location.key !== 'default';
    // An entry the router did not make (the document's first, one the browser made for a fragment link, one a script
    // pushed) gets a key of its own in its history state, which the router reads when the visitor comes back to it:
    // its place is then its own, not that of another entry at the same URL.
    const key = keyed ? entryKey(location) : stampEntry();
    const from = shown.current?.location;
    shown.current = { location, key };
    // The router's navigations change no fragment the browser knows of: the page's mark follows them here.
    document.documentElement.toggleAttribute(FRAGMENT_ATTRIBUTE, location.hash.length > 1);
    const intent = scrollIntent({
      action,
      from,
      to: location,
      keyed,
      saved: sessionPositions().get(keyed ? key : entryKey(location)),
      documentNavigation: documentNavigation(),
      scrolled: window.scrollY > 0,
    });
    // Scrolling is a first move, after which the parts waiting to hydrate do so anyway: the place waits for them.
    const stop = apply(intent, intent.kind === 'stay' ? undefined : hydrateDeferredParts());
    // A new page's blocks below the screen take their real height before the visitor scrolls down to them.
    if (from && from.pathname !== location.pathname) measureNearPartsWhenIdle();
    // Filed at once: an entry the visitor leaves without scrolling (a tab picked, then a project) has a place too.
    sessionPositions().set(key, window.scrollY);
    return stop;
  }, [location, action]);
}
