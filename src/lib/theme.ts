import { NEAR_PARTS } from './near-parts';
import { afterNextPaint } from './after-next-paint';

/**
 * The visitor's theme. Dark is the default; the system's `prefers-color-scheme: light` picks light; a choice made
 * with the navbar's toggle overrides both, is kept in local storage and is set on `<html>` as `data-theme` before
 * the first paint (build/inline/theme-choice.ts). The style sheet does the rest (src/styles/app.css).
 */
export type Theme = 'light' | 'dark';

/** Where the choice is kept (local storage key), and the attribute on `<html>` that applies it. */
export const THEME_STORAGE_KEY = 'theme';

const isTheme = (value: string | null | undefined): value is Theme => value === 'light' || value === 'dark';

/** The choice kept in local storage, if any. Self-contained: its source is part of an inline script in `<head>`. */
export function storedTheme(w: Window, key: string): string | null {
  try {
    return w.localStorage.getItem(key);
  } catch {
    return null; // Blocked storage: the system's preference stands.
  }
}

/**
 * A chosen theme on `<html>`, and the browser's own colour (`theme-color`, which follows the system's preference
 * otherwise) set to its background, read from the style sheet. Anything but a theme leaves the page as it is.
 * Self-contained: its source is part of an inline script in `<head>`, which runs once the style sheet is in.
 */
export function applyTheme(w: Window, theme: string | null): void {
  if (theme !== 'light' && theme !== 'dark') return;
  const root = w.document.documentElement;
  root.dataset.theme = theme;
  const color = w.getComputedStyle(root).getPropertyValue('--color-bg').trim();
  if (!color) return;
  for (const meta of w.document.querySelectorAll('meta[name="theme-color"]'))
    meta.setAttribute('content', color);
}

/** The theme shown now: the stored choice, else the system's preference. */
export function shownTheme(w: Window = window): Theme {
  const chosen = w.document.documentElement.dataset.theme;
  if (isTheme(chosen)) return chosen;
  return w.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/** Set on `<html>` (`data-theme-switching`) while the theme switches: nothing transitions (src/styles/app.css). */
export const THEME_SWITCHING_KEY = 'themeSwitching';

/**
 * Set on each part of the page laid out only when near the screen (`render-when-near`) that is off the screen when the
 * theme switches (`data-theme-later`): the style sheet skips it for that frame (src/styles/app.css).
 */
export const THEME_LATER_KEY = 'themeLater';

/** The parts of the page laid out when near the screen that are off it now. */
function offScreenParts(w: Window): HTMLElement[] {
  return [...w.document.querySelectorAll<HTMLElement>(NEAR_PARTS)].filter((part) => {
    const { top, bottom } = part.getBoundingClientRect();
    return bottom <= 0 || top >= w.innerHeight;
  });
}

/**
 * Switches to the other theme and remembers it. The new colours come at once: every colour transition of the page
 * starting together, each with its events, made the switch a 150 ms interaction on a slow phone (bench/results.md).
 * The frame that shows the new theme restyles what is on screen only: a part off the screen but near it (the next
 * section on a phone) is restyled in the frame after, which halved the restyle at the tap (docs/decisions.md).
 * Those parts are restyled after the frame that shows the new theme, and transitions are back after that.
 */
export function toggleTheme(w: Window = window): Theme {
  const next: Theme = shownTheme(w) === 'dark' ? 'light' : 'dark';
  const { dataset } = w.document.documentElement;
  const later = offScreenParts(w);
  for (const part of later) part.dataset[THEME_LATER_KEY] = '';
  dataset[THEME_SWITCHING_KEY] = '';
  // Its read of the style computes the page's new colours, with no transition.
  applyTheme(w, next);
  // The parts left for later take the new colours in a frame of their own, transitions still off: they would
  // otherwise fade from the old colours (a restyle each frame for as long).
  afterNextPaint(() => {
    for (const part of later) delete part.dataset[THEME_LATER_KEY];
    afterNextPaint(() => delete dataset[THEME_SWITCHING_KEY], w);
  }, w);
  try {
    w.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Blocked storage: the choice holds for this page.
  }
  return next;
}
