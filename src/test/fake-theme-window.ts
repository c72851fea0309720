import { THEME_STORAGE_KEY } from '@/lib/theme';
import { darkTheme, lightTheme } from '@/lib/theme-tokens';

export const [darkBg, lightBg] = [darkTheme.colors.bg, lightTheme.colors.bg];

const refuse = () => {
  throw new DOMException('blocked', 'SecurityError');
};

/** A part of the page laid out when near the screen, from `top` to `bottom` in the viewport. */
export const nearPart = (top: number, bottom: number) => ({
  dataset: {} as DOMStringMap,
  getBoundingClientRect: () => ({ top, bottom }),
});

/**
 * A window for the theme's code (src/lib/theme.ts, build/inline/theme-choice.ts): its system prefers `system`, and its
 * local storage holds `stored` (or refuses access); `chrome` are its two `theme-color` tags, `dataset` is `<html>`'s,
 * `parts` those laid out when near the screen, in a viewport `innerHeight` high.
 */
export function fakeWindow({
  system = 'dark',
  stored = null as string | null,
  blocked = false,
  parts = [] as ReturnType<typeof nearPart>[],
} = {}) {
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
      querySelectorAll: (selector: string) =>
        selector.includes('theme-color')
          ? chrome.map((meta) => ({ setAttribute: (_: string, value: string) => (meta.content = value) }))
          : parts,
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
    innerHeight: 800,
    matchMedia: (query: string) => ({ matches: query === `(prefers-color-scheme: ${system})` }),
  };
  const runLater = () => {
    while (later.length > 0) later.shift()?.();
  };
  /** A paint later: the frame callbacks asked for so far, then the tasks they asked for. */
  const paint = () => {
    for (const run of later.splice(0)) run();
    for (const run of later.splice(0)) run();
  };
  return { w: w as unknown as Window, dataset, kept, chrome, runLater, paint };
}
