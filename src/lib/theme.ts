/**
 * The visitor's theme. Dark is the default; the system's `prefers-color-scheme: light` picks light; a choice made
 * with the navbar's toggle overrides both, is kept in local storage and is set on `<html>` as `data-theme` before
 * the first paint (scripts/theme-choice.ts). The style sheet does the rest (src/styles/app.css).
 */
export type Theme = 'light' | 'dark';

/** Where the choice is kept (local storage key), and the attribute on `<html>` that applies it. */
export const THEME_STORAGE_KEY = 'theme';

const isTheme = (value: string | null | undefined): value is Theme => value === 'light' || value === 'dark';

/** The stored choice, if any, applied to `<html>`. Self-contained: its source is an inline script in `<head>`. */
export function applyStoredTheme(w: Window, key: string): void {
  try {
    const stored = w.localStorage.getItem(key);
    if (stored === 'light' || stored === 'dark') w.document.documentElement.dataset.theme = stored;
  } catch {
    // Blocked storage: the system's preference stands.
  }
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
  }
  return next;
}
