import { THEME_STORAGE_KEY } from '@/lib/theme';
import { darkTheme, lightTheme } from '@/lib/theme-tokens';

export const [darkBg, lightBg] = [darkTheme.colors.bg, lightTheme.colors.bg];

const refuse = () => {
  throw new DOMException('blocked', 'SecurityError');
};

/**
 * A window for the theme's code (src/lib/theme.ts, build/inline/theme-choice.ts): its system prefers `system`, and its
 * local storage holds `stored` (or refuses access); `chrome` are its two `theme-color` tags, `dataset` is `<html>`'s.
 */
export function fakeWindow({ system = 'dark', stored = null as string | null, blocked = false } = {}) {
  const kept = new Map<string, string>(stored === null ? [] : [[THEME_STORAGE_KEY, stored]]);
  const dataset: DOMStringMap = {};
  const chrome = [{ content: darkBg }, { content: lightBg }];
  // What the page asked to run at its next frame and later, for the test to run.
  const later: (() => void)[] = [];
  const w = {
    requestAnimationFrame: (run: () => void) => later.push(run),
    setTimeout: (run: () => void) => later.push(run),
    document: {
      documentElement: { dataset },
      querySelectorAll: () =>
        chrome.map((meta) => ({ setAttribute: (_: string, value: string) => (meta.content = value) })),
    },
    // The style sheet's background for the theme on <html>.
    getComputedStyle: () => ({
      getPropertyValue: () =>
        dataset.theme === 'light' ? ` ${lightBg}` : dataset.theme === 'dark' ? darkBg : '',
    }),
    localStorage: {
      getItem: (key: string) => (blocked ? refuse() : (kept.get(key) ?? null)),
      setItem: (key: string, value: string) => (blocked ? refuse() : kept.set(key, value)),
    },
    matchMedia: (query: string) => ({ matches: query === `(prefers-color-scheme: ${system})` }),
  };
  const runLater = () => {
    while (later.length > 0) later.shift()?.();
  };
  return { w: w as unknown as Window, dataset, kept, chrome, runLater };
}
