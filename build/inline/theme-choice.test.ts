import { describe, expect, it } from 'vitest';
import { fakeWindow, lightBg } from '../../src/test/fake-theme-window';
import { themeChoiceScript } from './theme-choice';

/** Runs the page's head script, as written into the page, in `w`. */
function runInPage(w: Window) {
  const body = /^<script>([\s\S]*)<\/script>$/.exec(themeChoiceScript())?.[1] ?? '';
  new Function('window', body)(w);
}

describe('the theme script in <head>', () => {
  it('applies a stored choice, self-contained as the page runs it', () => {
    const { w, dataset, chrome } = fakeWindow({ stored: 'light', system: 'dark' });
    runInPage(w);
    expect(dataset.theme).toBe('light');
    expect(chrome.map((meta) => meta.content)).toEqual([lightBg, lightBg]);
  });

  it("leaves the system's preference without a choice, with a wrong one, or with blocked storage", () => {
    for (const options of [{}, { stored: 'sepia' }, { stored: 'dark', blocked: true }]) {
      const { w, dataset } = fakeWindow(options);
      runInPage(w);
      expect(dataset.theme).toBeUndefined();
    }
  });
});
