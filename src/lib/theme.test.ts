import { describe, expect, it } from 'vitest';
import { darkBg, fakeWindow, lightBg } from '@/test/fake-theme-window';
import {
  applyTheme,
  shownTheme,
  storedTheme,
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

  it('turns transitions off while it switches, and back on after the next frame', () => {
    const { w, dataset, runLater } = fakeWindow();
    toggleTheme(w);
    expect(dataset[THEME_SWITCHING_KEY]).toBe('');
    runLater();
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
