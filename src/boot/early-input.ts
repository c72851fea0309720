// A tap that comes before the code that handles it is held by the page's inline script (build/inline/early-input-holder.ts)
// and replayed here once that code has hydrated, so that no control ignores a visitor's first input.

/** What the inline script keeps on `window`, and what the app gives it once it can take input. */
export interface EarlyInput {
  /** Whether a held control can now be clicked for real; null until the app has hydrated its shell. */
  live: ((control: Element) => boolean) | null;
  /** Clicks every held control that has become live; keeps the others. */
  flush: () => void;
  /** Whether the visitor has scrolled, touched, clicked or typed yet. */
  moved: boolean;
}

/** The global the inline script and the app share. */
export const EARLY_INPUT_GLOBAL = '__earlyInput';

/** Marks a control that holds a tap until its code has come (styled as busy). */
export const HELD_ATTRIBUTE = 'data-held';

/**
 * Marks a widget whose controls need its effects to have run before they work (a carousel waiting for its engine);
 * taps on them are held until the attribute goes, and the widget then calls `replayEarlyInput`.
 */
export const PENDING_ATTRIBUTE = 'data-pending';

/** Marks a swipe area before its code runs: a swipe there is held as a tap on its next or previous button. */
export const EARLY_SWIPE = { area: 'data-early-swipe', next: 'data-early-next', previous: 'data-early-prev' };

const earlyInput = (): EarlyInput | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];

/** Whether the visitor moved before the app's code ran: then every part that waits for a first move is due. */
export const movedEarly = () => earlyInput()?.moved === true;

/**
 * Replays held taps on the controls that have become live, in a task of their own: the commit that made them live
 * may have scheduled a render their handlers need (state set by an effect).
 */
export function replayEarlyInput() {
  setTimeout(() => earlyInput()?.flush(), 0);
}

/** Tells the inline script which controls the app now handles, and replays the taps held on them. */
export function acceptEarlyInput(isLive: (control: Element) => boolean) {
  const input = earlyInput();
  if (!input) return;
  input.live = (control) => !control.closest(`[${PENDING_ATTRIBUTE}]`) && isLive(control);
  replayEarlyInput();
}

/**
 * Lets every held tap go: the app will not start (its texts or its screen's code could not be downloaded), and each
 * control does what the prerendered page does without code. As the loader does when the app's code itself cannot load.
 */
export function releaseEarlyInput() {
  const input = earlyInput();
  if (!input) return;
  input.live = () => true;
  input.flush();
}
