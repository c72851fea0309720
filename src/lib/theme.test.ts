import { describe, expect, it } from 'vitest';
import { applyStoredTheme, shownTheme, THEME_STORAGE_KEY, toggleTheme } from './theme';

const refuse = () => {
  throw new DOMException('blocked', 'SecurityError');
};

/** A window whose system prefers `system`, with `stored` in local storage (or storage that refuses access). */
function fakeWindow({ system = 'dark', stored = null as string | null, blocked = false } = {}) {
  const kept = new Map<string, string>(stored === null ? [] : [[THEME_STORAGE_KEY, stored]]);
  const dataset: DOMStringMap = {};
  const chrome = [{ content: '#0b0d12' }, { content: '#f6f7f9' }];
  const w = {
    document: {
      documentElement: { dataset },
      querySelectorAll: () =>
        chrome.map((meta) => ({ setAttribute: (_: string, value: string) => (meta.content = value) })),
    },
    // The style sheet's background for the theme on <html>.
    getComputedStyle: () => ({
      getPropertyValue: () =>
        dataset.theme === 'light' ? ' #f6f7f9' : dataset.theme === 'dark' ? '#0b0d12' : '',
    }),
    localStorage: {
      getItem: (key: string) => (blocked ? refuse() : (kept.get(key) ?? null)),
      setItem: (key: string, value: string) => (blocked ? refuse() : kept.set(key, value)),
    },
    matchMedia: (query: string) => ({ matches: query === `(prefers-color-scheme: ${system})` }),
  };
  return { w: w as unknown as Window, dataset, kept, chrome };
}

describe('applyStoredTheme', () => {
  it("puts a stored choice on <html>, and the browser's colour to its background", () => {
    const { w, dataset, chrome } = fakeWindow({ stored: 'light' });
    applyStoredTheme(w, THEME_STORAGE_KEY);
    expect(dataset.theme).toBe('light');
    expect(chrome.map((meta) => meta.content)).toEqual(['#f6f7f9', '#f6f7f9']);
  });

  it('leaves the system preference alone without a valid choice, or when storage is blocked', () => {
    for (const options of [{}, { stored: 'sepia' }, { stored: 'dark', blocked: true }]) {
      const { w, dataset, chrome } = fakeWindow(options);
      applyStoredTheme(w, THEME_STORAGE_KEY);
      expect(dataset.theme).toBeUndefined();
      expect(chrome.map((meta) => meta.content)).toEqual(['#0b0d12', '#f6f7f9']);
    }
  });

  it('is self-contained, so that its source can run as an inline script', () => {
    const { w, dataset } = fakeWindow({ stored: 'dark' });
    // Rebuilt from its source, as scripts/theme-choice.ts writes it into the page.
    const rebuilt = new Function('w', 'key', `(${applyStoredTheme.toString()})(w, key)`);
    rebuilt(w, THEME_STORAGE_KEY);
    expect(dataset.theme).toBe('dark');
  });
});

describe('toggleTheme', () => {
  it("switches from the system's theme to the other one and remembers it", () => {
    const { w, dataset, kept, chrome } = fakeWindow({ system: 'light' });
    expect(shownTheme(w)).toBe('light');
    expect(toggleTheme(w)).toBe('dark');
    expect(dataset.theme).toBe('dark');
    expect(chrome.map((meta) => meta.content)).toEqual(['#0b0d12', '#0b0d12']);
    expect(kept.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggleTheme(w)).toBe('light');
    expect(kept.get(THEME_STORAGE_KEY)).toBe('light');
  });

  it('follows a stored choice over the system, and still switches when storage is blocked', () => {
    const { w, dataset } = fakeWindow({ system: 'light', blocked: true });
    dataset.theme = 'dark';
    expect(shownTheme(w)).toBe('dark');
    expect(toggleTheme(w)).toBe('light');
    expect(dataset.theme).toBe('light');
  });
});
