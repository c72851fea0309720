import { CAROUSEL } from '../../src/lib/constants';
import { EARLY_INPUT_GLOBAL, EARLY_SWIPE, HELD_ATTRIBUTE, type EarlyInput } from '../../src/boot/early-input';
import { inlineFunction } from './inline-script';

/** What the holder needs to know of the app, written into the page beside it. */
export interface HolderSettings {
  /** The global the holder and the app share (src/boot/early-input.ts). */
  global: string;
  held: string;
  swipe: typeof EARLY_SWIPE;
  /** The shortest horizontal drag held as a swipe, in pixels. */
  minimumSwipe: number;
}

export const holderSettings: HolderSettings = {
  global: EARLY_INPUT_GLOBAL,
  held: HELD_ATTRIBUTE,
  swipe: EARLY_SWIPE,
  minimumSwipe: CAROUSEL.minimumTouchDragPx,
};

type WithEarlyInput = Window & Record<string, EarlyInput | undefined>;

/**
 * The page's early inline script, in `<head>` so that it listens before anything is painted. The prerendered page
 * shows buttons long before their code has run (it loads after the first paint, and parts of the page hydrate
 * later still); a click on one, or a swipe on a carousel, would do nothing. Until the app says a button is live
 * (src/boot/early-input.ts), a click on it is stopped and the button kept, marked busy; the app clicks it again once
 * its code is there. Links are left to the browser: they work without code. If the app's code cannot load, the
 * loader lets every held button go (`releaseEarlyInput`). It also notes the visitor's first move, which parts
 * waiting for one may have missed.
 *
 * Self-contained: its source is the inline script (`earlyInputHolder`), with its settings as its argument.
 */
export function holdEarlyInput(w: Window, settings: HolderSettings): void {
  const d = w.document;
  const { held: heldAttribute, swipe } = settings;
  let held: Element[] = [];
  let down: PointerEvent | null = null;
  const isLive = (control: Element) => !!input.live && input.live(control);
  const inApp = (node: Node) => !!d.getElementById('root')?.contains(node);
  const hold = (control: Element) => {
    if (held.includes(control)) return;
    held.push(control);
    control.setAttribute(heldAttribute, '');
  };
  const flush = () => {
    const waiting = held;
    held = [];
    for (const control of waiting) {
      if (!control.isConnected) continue;
      if (!isLive(control)) {
        held.push(control);
        continue;
      }
      control.removeAttribute(heldAttribute);
      (control as HTMLElement).click();
    }
  };
  const input: EarlyInput = { live: null, flush, moved: false };
  (w as WithEarlyInput)[settings.global] = input;

  w.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.('button, [role="tab"]');
      if (!control || isLive(control) || !inApp(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      hold(control);
    },
    true,
  );
  for (const name of ['scroll', 'wheel', 'touchstart', 'keydown'])
    w.addEventListener(
      name,
      () => {
        input.moved = true;
      },
      { capture: true, passive: true },
    );
  w.addEventListener(
    'pointerdown',
    (event) => {
      input.moved = true;
      down = event.isPrimary ? event : null;
    },
    true,
  );
  w.addEventListener(
    'pointerup',
    (event) => {
      const area = (down?.target as Element | null | undefined)?.closest?.(`[${swipe.area}]`);
      if (!down || !area || isLive(area)) return;
      const dx = event.clientX - down.clientX;
      const dy = event.clientY - down.clientY;
      if (Math.abs(dx) < settings.minimumSwipe || Math.abs(dx) < Math.abs(dy)) return;
      const button = area.querySelector(`[${dx < 0 ? swipe.next : swipe.previous}]`);
      if (button) hold(button);
    },
    true,
  );
}

/**
 * What the loader runs when the app's code failed to load: the held buttons do what they do without it.
 * Self-contained: the loader is given its source.
 */
export function releaseEarlyInput(w: Window, global: string): void {
  const input = (w as WithEarlyInput)[global];
  if (!input) return;
  input.live = () => true;
  input.flush();
}

/** The inline script's body: `holdEarlyInput` with the app's settings. */
export const earlyInputHolder = inlineFunction(holdEarlyInput, holderSettings);
