import type { Page } from '@playwright/test';
import { cvHref } from '../src/content/cv-files';
import { BANNER_MAX_FONT_PX } from '../src/lib/constants';
import { expect, paired, profile, test, texts, waitForHydration } from './home-fixtures';
import { pageAt, pairedLanguages, testedOnce } from './site';

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

    // One page load for what the banner shows and does; a visitor's input ends the largest-paint record, so it
    // comes first, and the drag last.
    test('the profile image is the largest paint; the banner shows the slogan, welcome, name, bullets, capped banner font and the profile image; images cannot be dragged', async ({
      page,
    }) => {
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
              const element = entries.at(-1)?.element;
              resolve(
                element instanceof HTMLImageElement
                  ? `${element.alt}|${element.src}`
                  : String(element?.tagName),
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest).toBe(
        `${t.hero.profile_alt.replace('{{name}}', profile.name)}|${new URL(profile.image.path, page.url()).href}`,
      );

      const hero = page.locator('#top');
      await expect(hero.getByText(t.hero.slogan)).toBeVisible();
      await expect(hero.getByText(t.hero.welcome)).toBeVisible();
      const heading = hero.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(`${t.hero.greeting} ${profile.name}`);
      for (const bullet of t.hero.bullets) await expect(hero.getByText(bullet)).toBeVisible();
      const fontSize = await heading.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(fontSize).toBeLessThanOrEqual(BANNER_MAX_FONT_PX);

      const portrait = hero.getByRole('img', { name: t.hero.profile_alt.replace('{{name}}', profile.name) });
      await expect(portrait).toHaveAttribute('fetchpriority', 'high');
      await expect(portrait).toHaveAttribute('loading', 'eager');
      await expect(portrait).toHaveAttribute('width', String(profile.image.width));
      await expect(portrait).toHaveAttribute('height', String(profile.image.height));
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
        true,
      );
      expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(webp|avif)$/);

      await page.evaluate(() => {
        window.addEventListener('dragstart', () => document.body.setAttribute('data-dragged', 'yes'));
      });
      const box = await page.locator('#top img[fetchpriority="high"]').boundingBox();
      if (!box) throw new Error('the profile image has no box');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 6 });
      await page.mouse.up();
      await expect(page.locator('body')).not.toHaveAttribute('data-dragged', 'yes');
    });

    if (testedOnce(language))
      test('CV, source code and social links open in a new tab without a handle on the page', async ({
        page,
        request,
      }) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        const hero = page.locator('#top');
        const links = [
          { name: t.hero.cv, href: cvHref(language) },
          { name: t.hero.source_code, href: profile.sourceCode },
          ...profile.socials.map((social) => ({
            name: (t.social as Record<string, string>)[social.id] ?? social.id,
            href: social.href,
          })),
        ];
        for (const { name, href } of links) {
          const link = hero.getByRole('link', { name });
          await expect(link).toHaveAttribute('href', href);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
          await expect(link).toHaveAccessibleName(new RegExp(t.hero.new_tab.replace(/[()]/g, '\\$&')));
        }
        const cv = await request.get(cvHref(language));
        expect(cv.status()).toBe(200);
        expect(cv.headers()['content-type']).toContain('application/pdf');
        expect((await cv.body()).subarray(0, 5).toString()).toBe('%PDF-');
      });
  });
}
