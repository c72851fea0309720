/**
 * The visitor's theme. Dark is the default; the system's `prefers-color-scheme: light` picks light; a choice made
 * with the navbar's toggle overrides both, is kept in local storage and is set on `<html>` as `data-theme` before
 * the first paint (scripts/theme-choice.ts). The style sheet does the rest (src/styles/app.css).
 */
export type Theme = 'light' | 'dark';

/** Where the choice is kept (local storage key), and the attribute on `<html>` that applies it. */
export const THEME_STORAGE_KEY = 'theme';

const isTheme = (value: string | null | undefined): value is Theme => value === 'light' || value === 'dark';

/**
 * The stored choice, if any, applied to `<html>`, and the browser's own colour (`theme-color`, which follows the
 * system's preference otherwise) set to its background. Self-contained: its source is an inline script in `<head>`,
 * which runs once the style sheet is in.
 */
export function applyStoredTheme(w: Window, key: string): void {
  let stored: string | null = null;
  try {
    stored = w.localStorage.getItem(key);
  } catch {
    // Blocked storage: the system's preference stands.
  }
  if (stored !== 'light' && stored !== 'dark') return;
  const root = w.document.documentElement;
  root.dataset.theme = stored;
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

/** Switches to the other theme and remembers it. */
export function toggleTheme(w: Window = window): Theme {
  const next: Theme = shownTheme(w) === 'dark' ? 'light' : 'dark';
  w.document.documentElement.dataset.theme = next;
  try {
    w.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Blocked storage: the choice holds for this page.
    return next;
  }
  applyStoredTheme(w, THEME_STORAGE_KEY);
  return next;
}
