import { afterNextPaint } from './after-next-paint';

/** The blocks laid out only when near the screen (the `render-when-near` utility, src/styles/app.css). */
export const NEAR_PARTS = '.render-when-near';

/**
 * Set on a block below the screen while it is laid out once, in idle time (`data-measuring`): the style sheet renders
 * it for that frame, and the browser keeps its real height from then on (`contain-intrinsic-block-size: auto`).
 */
export const MEASURING_ATTRIBUTE = 'data-measuring';

/** Set on `<html>` once every block below the screen of the page shown has been laid out once (`data-measured`). */
export const MEASURED_ATTRIBUTE = 'data-measured';

const belowScreen = (part: HTMLElement, w: Window) => part.getBoundingClientRect().top >= w.innerHeight;

/** The outermost blocks wholly below the screen: a block inside another is measured with it. */
function partsBelowScreen(w: Window): HTMLElement[] {
  return [...w.document.querySelectorAll<HTMLElement>(NEAR_PARTS)].filter(
    (part) => !part.parentElement?.closest(NEAR_PARTS) && belowScreen(part, w),
  );
}

/** Runs `run` when the browser is idle (within a second), or after a task where it cannot say (Safari). */
function whenIdle(run: () => void, w: Window) {
  if (typeof w.requestIdleCallback === 'function') w.requestIdleCallback(run, { timeout: 1000 });
  else w.setTimeout(run, 50);
}

/**
 * Lays out each block below the screen once, one per idle moment, so that the page has its real height before the
 * visitor scrolls: from their estimates alone, home at 375 px grew from 5,528 to 8,482 px on the way down, the
 * scrollbar jumping and the end of the page moving under the thumb. Each block is a short task of its own (laying them
 * all out at the first paint was one 55-95 ms task, docs/decisions.md). Blocks above the screen are left as they
 * are: one that grew there would push the text being read down where the browser does not anchor the scroll.
 */
export function measureNearPartsWhenIdle(w: Window = window) {
  let parts: HTMLElement[] | undefined;
  w.document.documentElement.removeAttribute(MEASURED_ATTRIBUTE);
  const next = () => {
    // Found at the first idle moment: after a navigation, the new page has been drawn by then.
    parts ??= partsBelowScreen(w);
    // One the visitor has scrolled to meanwhile is left too.
    let part = parts.shift();
    while (part && !belowScreen(part, w)) part = parts.shift();
    if (!part) {
      w.document.documentElement.setAttribute(MEASURED_ATTRIBUTE, '');
      return;
    }
    part.setAttribute(MEASURING_ATTRIBUTE, '');
    // The frame lays it out, and the browser records its size; the block then goes back to waiting until near.
    afterNextPaint(() => {
      part.removeAttribute(MEASURING_ATTRIBUTE);
      whenIdle(next, w);
    }, w);
  };
  whenIdle(next, w);
}
