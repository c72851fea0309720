import { describe, expect, it } from 'vitest';
import { darkBg, fakeWindow, lightBg, nearPart } from '@/test/fake-theme-window';
import {
  applyTheme,
  shownTheme,
  storedTheme,
  THEME_LATER_KEY,
  THEME_STORAGE_KEY,
  THEME_SWITCHING_KEY,
  toggleTheme,
} from './theme';

describe('applyTheme', () => {
  it("puts a theme on <html>, and the browser's colour to its background", () => {
    const { w, dataset, chrome } = fakeWindow();
    applyTheme(w, 'light');
    expect(dataset.theme).toBe('light');
    expect(chrome.map((meta) => meta.content)).toEqual([lightBg, lightBg]);
  });

  it('leaves the page alone for anything but a theme', () => {
    for (const value of [null, 'sepia', '']) {
      const { w, dataset, chrome } = fakeWindow();
      applyTheme(w, value);
      expect(dataset.theme).toBeUndefined();
      expect(chrome.map((meta) => meta.content)).toEqual([darkBg, lightBg]);
    }
  });
});

describe('storedTheme', () => {
  it('reads the choice, and nothing from blocked storage', () => {
    expect(storedTheme(fakeWindow({ stored: 'dark' }).w, THEME_STORAGE_KEY)).toBe('dark');
    expect(storedTheme(fakeWindow().w, THEME_STORAGE_KEY)).toBeNull();
    expect(storedTheme(fakeWindow({ stored: 'dark', blocked: true }).w, THEME_STORAGE_KEY)).toBeNull();
  });
});

describe('toggleTheme', () => {
  it("switches from the system's theme to the other one and remembers it", () => {
    const { w, dataset, kept, chrome } = fakeWindow({ system: 'light' });
    expect(shownTheme(w)).toBe('light');
    expect(toggleTheme(w)).toBe('dark');
    expect(dataset.theme).toBe('dark');
    expect(chrome.map((meta) => meta.content)).toEqual([darkBg, darkBg]);
    expect(kept.get(THEME_STORAGE_KEY)).toBe('dark');
    expect(toggleTheme(w)).toBe('light');
    expect(kept.get(THEME_STORAGE_KEY)).toBe('light');
  });

  it('turns transitions off while it switches, and back on after it', () => {
    const { w, dataset, runLater } = fakeWindow();
    toggleTheme(w);
    expect(dataset[THEME_SWITCHING_KEY]).toBe('');
    runLater();
    expect(dataset[THEME_SWITCHING_KEY]).toBeUndefined();
  });

  it('leaves the parts off the screen for the frame after the switch, and transitions off until they have it', () => {
    const [above, shown, below] = [nearPart(-900, -10), nearPart(-10, 300), nearPart(820, 1600)];
    const { w, dataset, paint } = fakeWindow({ parts: [above, shown, below] });
    const later = () => [above, shown, below].map((part) => THEME_LATER_KEY in part.dataset);
    toggleTheme(w);
    expect(later()).toEqual([true, false, true]);
    paint();
    expect(later()).toEqual([false, false, false]);
    expect(dataset[THEME_SWITCHING_KEY]).toBe('');
    paint();
    expect(dataset[THEME_SWITCHING_KEY]).toBeUndefined();
  });

  it('follows a stored choice over the system, and still switches when storage is blocked', () => {
    const { w, dataset, chrome } = fakeWindow({ system: 'light', blocked: true });
    dataset.theme = 'dark';
    expect(shownTheme(w)).toBe('dark');
    expect(toggleTheme(w)).toBe('light');
    expect(dataset.theme).toBe('light');
    expect(chrome.map((meta) => meta.content)).toEqual([lightBg, lightBg]);
  });
});
