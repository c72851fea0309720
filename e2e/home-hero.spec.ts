import type { Page } from '@playwright/test';
import { expect, paired, test, texts, waitForHydration } from './home-fixtures';
import { pageAt, pairedLanguages } from './site';

/**
 * Texts of the typing line, read every `everyMs` for `forMs` of the page's clock, which the test holds and moves on
 * (install the clock before the page loads): the typing's timers run exactly, whatever the machine's load.
 */
async function sampleTyping(page: Page, forMs: number, everyMs = 50) {
  // Held a little ahead of the page's clock, which keeps running until then: far enough ahead that a busy machine
  // cannot have passed it by the time the pause arrives (pausing in the past throws).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
  const samples: { text: string; listTop: number }[] = [];
  for (let elapsed = 0; elapsed < forMs; elapsed += everyMs) {
    samples.push(
      await page.evaluate(() => ({
        text: document.querySelector('[data-testid="typing-text"]')?.textContent ?? '',
        listTop: document.querySelector('#top ul')?.getBoundingClientRect().top ?? -1,
      })),
    );
    await page.clock.runFor(everyMs);
  }
  return samples;
}

for (const language of pairedLanguages) {
  const t = texts[language];
  const [firstPhrase = 'no phrase'] = t.hero.typing;

  test.describe(`hero banner in ${language}`, paired(language), () => {
    test('the typing line types the phrases letter by letter without moving the layout', async ({ page }) => {
      await page.clock.install();
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
      const typing = page.getByTestId('typing-text');
      // Each phrase is held whole for 1.6 s; which one shows when hydration ends depends on the machine's speed.
      await expect
        .poll(async () => t.hero.typing.includes((await typing.textContent()) ?? ''), { timeout: 10_000 })
        .toBe(true);
      // The whole list of phrases is there for screen readers, as text.
      await expect(page.locator('#top p', { has: typing })).toContainText(t.hero.typing.join(', '));

      const samples = await sampleTyping(page, 4500);
      const distinct = new Set(samples.map((sample) => sample.text));
      expect(distinct.size, 'the line changes').toBeGreaterThan(3);
      const partial = samples.some(
        ({ text }) =>
          text.length > 0 && t.hero.typing.some((phrase) => phrase.startsWith(text) && phrase !== text),
      );
      expect(partial, 'some sample shows a phrase being typed or erased').toBe(true);
      for (const { text } of samples) {
        expect(t.hero.typing.some((phrase) => phrase.startsWith(text))).toBe(true);
      }
      expect(
        new Set(samples.map((sample) => Math.round(sample.listTop))).size,
        'nothing below it moves',
      ).toBe(1);
    });

    test.describe('under reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });
      test('the typing line shows a whole phrase and stays still', async ({ page }) => {
        await page.clock.install();
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        const samples = await sampleTyping(page, 3000, 100);
        expect(new Set(samples.map((sample) => sample.text))).toEqual(new Set([firstPhrase]));
      });
    });

    // What the banner shows, its largest paint and its links: home-sections.spec.ts, in a first visit's journey. The
    // typing tests keep a page each: they hold the page's clock (which also empties its performance timeline).
  });
}
