import { partsLoading } from '@/boot/lazy-part';
import { SETTLING_ATTRIBUTE } from '@/lib/constants';

export { SETTLING_ATTRIBUTE };

/** How long a settle may last: waiting for its target to render (a screen whose code is loading), then scrolling. */
export const SETTLE_LIMIT_MS = 10_000;

/** Frames in a row with the page at rest on its target, after which the place counts as reached. */
const RESTING_FRAMES = 6;

/** Frames without movement that end a scroll, where the browser has no `scrollend` event. */
const STILL_FRAMES = 10;

/** The visitor's own moves: a settle never fights them. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Where the page scrolls to bring `element` to the top, as `scrollIntoView` would: less its `scroll-margin-top`. */
export function elementTop(element: Element): number {
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return element.getBoundingClientRect().top + window.scrollY - margin;
}

/** Where an anchor puts the page: its element's place, or the top for `#top` where nothing has that id (as browsers do). */
export function anchorTop(id: string): number | undefined {
  const element = document.getElementById(id);
  if (element) return elementTop(element);
  return id.toLowerCase() === 'top' ? 0 : undefined;
}

/** `top` within the page's scroll range. */
function reachable(top: number): number {
  const root = document.documentElement;
  return Math.max(0, Math.min(top, root.scrollHeight - root.clientHeight));
}

/** The settle under way: a new one replaces it. */
let current: (() => void) | undefined;

/** Stops the settle under way, if any (a navigation to another place). */
export const stopSettling = () => current?.();

export interface SettleOptions {
  /** Leave the motion to the style sheet's `scroll-behavior` (smooth unless the visitor asked for reduced motion). */
  smooth: boolean;
  /** Content still to come (deferred parts of the page): the place is not reached before it has. */
  ready?: Promise<unknown>;
}

/**
 * Scrolls to `target()` (undefined while what it names has not rendered) and keeps the page there: aims again
 * whenever the place moves or a scroll ends short of it, until the page has rested on it for a few frames, the
 * visitor scrolls, taps or types, or SETTLE_LIMIT_MS pass. Returns what stops it early.
 */
export function settleScroll(target: () => number | undefined, { smooth, ready }: SettleOptions) {
  current?.();
  const root = document.documentElement;
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  let arrived = ready === undefined;
  let aimed: number | undefined;
  let ended = false;
  let lastY = Number.NaN;
  let still = 0;
  let resting = 0;
  let frame = 0;
  void ready?.then(() => (arrived = true));

  const aim = (top: number) => {
    window.scrollTo({ top, behavior: smooth ? 'auto' : 'instant' });
    aimed = top;
    // An instant scroll has happened by now; a smooth one ends with `scrollend`.
    ended = Math.abs(window.scrollY - top) <= 1;
  };
  const onScrollEnd = () => (ended = true);
  const step = () => {
    still = window.scrollY === lastY ? still + 1 : 0;
    lastY = window.scrollY;
    if (!('onscrollend' in window) && still >= STILL_FRAMES) ended = true;
    const wanted = target();
    if (wanted !== undefined) {
      const top = reachable(wanted);
      // The place moved (a block above it rendered), or the scroll ended short of it: aim again.
      const there = Math.abs(window.scrollY - top) <= 1;
      if (aimed === undefined || Math.abs(top - aimed) > 1 || (ended && !there)) aim(top);
      resting = arrived && ended && there && !partsLoading() ? resting + 1 : 0;
    }
    if (resting >= RESTING_FRAMES || performance.now() > deadline) stop();
    else frame = requestAnimationFrame(step);
  };
  function stop() {
    cancelAnimationFrame(frame);
    for (const name of VISITOR_INPUT) removeEventListener(name, stop, true);
    removeEventListener('scrollend', onScrollEnd);
    root.removeAttribute(SETTLING_ATTRIBUTE);
    if (current === stop) current = undefined;
  }

  current = stop;
  root.setAttribute(SETTLING_ATTRIBUTE, '');
  for (const name of VISITOR_INPUT) addEventListener(name, stop, { capture: true, passive: true });
  addEventListener('scrollend', onScrollEnd);
  step();
  return stop;
}
