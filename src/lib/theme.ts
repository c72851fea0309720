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
 * Switches to the other theme and remembers it. The new colours come at once: every colour transition of the page
 * starting together, each with its events, made the switch a 150 ms interaction on a slow phone (bench/results.md).
 * Transitions are back after the frame that shows the new theme.
 */
export function toggleTheme(w: Window = window): Theme {
  const next: Theme = shownTheme(w) === 'dark' ? 'light' : 'dark';
  const { dataset } = w.document.documentElement;
  dataset[THEME_SWITCHING_KEY] = '';
  // Its read of the style computes the page's new colours, with no transition.
  applyTheme(w, next);
  afterNextPaint(() => delete dataset[THEME_SWITCHING_KEY], w);
  try {
    w.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Blocked storage: the choice holds for this page.
  }
  return next;
}
