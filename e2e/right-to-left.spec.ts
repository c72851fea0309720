import type { Page } from '@playwright/test';
import { languageDirection, siteLanguages } from '../src/content/languages';
import { isolate } from '../src/lib/isolate';
import { axeViolations } from './axe';
import { leadProject, projects } from './content';
import { chrome } from './navigation-site';
import { texts } from './projects-content';
import {
  atDesktop,
  atPhone,
  expect,
  fallbackLanguage,
  noted,
  pageAt,
  pages,
  test,
  waitForHydration,
  type Language,
} from './site';

/** The site's first language written right to left, if it has one (the sample has none; the other owner's copy does). */
const rtl = siteLanguages.find((language) => languageDirection(language) === 'rtl')?.code as
  Language | undefined;
const ltr = siteLanguages.find((language) => languageDirection(language) === 'ltr')?.code as
  Language | undefined;
const noRtl =
  "this site has no right-to-left language; the other owner's copy (npm run test:owner) adds Arabic";

/** Every page of `language` is no wider than the window. */
async function expectNoSidewaysScroll(page: Page, language: Language) {
  for (const { path } of pages) {
    await page.goto(pageAt(path, language));
    await waitForHydration(page);
    const [scrollWidth, innerWidth] = await page.evaluate(() => [
      document.scrollingElement?.scrollWidth ?? 0,
      window.innerWidth,
    ]);
    expect.soft(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
  }
}

/** The carousel's project: the first with two pictures or more. */
const shown = projects.find((project) => project.images.length >= 2) ?? leadProject;

// One journey a width: the pages of a right-to-left language, as a visitor walks them (each step a former test).
test.describe('a right-to-left language', () => {
  test.skip(!rtl, noRtl);
  const language = rtl ?? fallbackLanguage;
  const labels = texts[language].labels;
  const label = (key: string) => labels[key] ?? `missing labels.${key}`;

  test('its pages are mirrored, fit the window, step in its reading direction and are axe clean', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(180_000);
    await test.step('its pages are dir=rtl, and a left-to-right language keeps dir=ltr', async () => {
      // The left-to-right page first: a visit to the other would be remembered, and would send `/` to it.
      if (ltr) {
        await page.goto(pageAt('/', ltr));
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      }
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });

    await test.step('home is axe clean', async () => {
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('the navbar is mirrored: the logo at the right, the controls left of it', async () => {
      const row = page.getByRole('banner').locator('.container-content');
      const edges = await row.evaluate((element) => {
        const style = getComputedStyle(element);
        const right = element.getBoundingClientRect().right - parseFloat(style.paddingRight);
        // The menu's panel is fixed to the viewport: not one of the row's controls.
        const children = [...element.children]
          .filter((child) => getComputedStyle(child).position !== 'fixed')
          .map((child) => child.getBoundingClientRect())
          .filter((r) => r.width > 0);
        return { right, logo: children[0], others: children.slice(1).map((r) => r.right) };
      });
      expect(Math.abs((edges.logo?.right ?? 0) - edges.right), 'the logo at the right edge').toBeLessThan(2);
      for (const right of edges.others) expect(right).toBeLessThanOrEqual(edges.logo?.left ?? 0);
    });

    if (isMobile)
      await test.step('on a phone the menu button is at the left, its panel slides in from the left (mirrored) and its anchors land', async () => {
        const text = chrome[language];
        const toggle = page.getByRole('banner').getByRole('button', { name: text.openMenu });
        const button = await toggle.evaluate((element) => ({
          left: element.getBoundingClientRect().left,
          controls: element.getAttribute('aria-controls'),
        }));
        expect(button.left, 'the menu button is at the left').toBeLessThan(60);
        const panel = page.locator(`[id="${button.controls}"]`);
        await toggle.click();
        await expect(panel).toBeVisible();
        await expect
          .poll(() => panel.evaluate((element) => element.getBoundingClientRect().left))
          .toBeLessThan(1);
        expect(
          await panel.evaluate((element) => window.innerWidth - element.getBoundingClientRect().right),
        ).toBeGreaterThan(0);
        await panel.getByRole('link', { name: text.items.skills }).click();
        await expect(panel).toBeHidden();
        await expect
          .poll(() =>
            page.evaluate(() => document.getElementById('skills')?.getBoundingClientRect().top ?? Infinity),
          )
          .toBeLessThan(120);
      });
    else
      await test.step('the arrow keys in the projects tabs follow the reading direction', async () => {
        const tabs = page.getByRole('tablist', { name: label('tabs_label') }).getByRole('tab');
        if ((await tabs.count()) < 2) return noted('home has fewer than two project tabs');
        await tabs.first().scrollIntoViewIfNeeded();
        await tabs.first().focus();
        await page.keyboard.press('ArrowLeft');
        await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
        await expect(tabs.nth(1)).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
        const [first, second] = [await tabs.first().boundingBox(), await tabs.nth(1).boundingBox()];
        expect(second?.x ?? Infinity, 'the second tab is left of the first').toBeLessThan(
          first?.x ?? -Infinity,
        );
      });

    await test.step('the carousel steps in the reading direction: the next picture comes in from the left', async () => {
      if (shown.images.length < 2) return noted('the content has no project with two pictures');
      await page.goto(pageAt(shown.path, language));
      await waitForHydration(page);
      const carousel = page.getByRole('region', {
        // The title isolated in the sentence, as a right-to-left page writes an owner's value.
        name: label('carousel_label').replace('{{title}}', isolate(shown.title[language], 'rtl')),
      });
      await carousel.scrollIntoViewIfNeeded();
      const offset = () =>
        carousel.evaluate((region) => {
          const viewport = region.firstElementChild?.getBoundingClientRect();
          const second = region.querySelectorAll('[role="group"]')[1]?.getBoundingClientRect();
          return viewport && second ? second.left - viewport.left : NaN;
        });
      expect(await offset(), 'the second picture waits left of the first').toBeLessThan(0);
      await carousel.getByRole('button', { name: label('next_slide') }).click();
      await expect.poll(offset).toBeGreaterThan(-2);
      await expect.poll(offset).toBeLessThan(2);
      // The arrow keys too: ArrowRight goes back, the second picture leaves to the left; ArrowLeft brings it again.
      const next = carousel.getByRole('button', { name: label('next_slide') });
      await next.press('ArrowRight');
      await expect.poll(offset).toBeLessThan(-2);
      await next.press('ArrowLeft');
      await expect.poll(offset).toBeGreaterThan(-2);
      await expect.poll(offset).toBeLessThan(2);
    });

    await test.step('no page scrolls sideways', async () => {
      await expectNoSidewaysScroll(page, language);
    });
  });
});

/** A script that lists the loading states of a font family's faces, for `page.evaluate`. */
const faces = (family: string) =>
  `[...document.fonts].filter((face) => face.family.replace(/["']/g, '') === ${JSON.stringify(family)}).map((face) => face.status)`;

/** The site's languages set in a font of their own (content/languages.ts `font`): the sample has none. */
const scripts = siteLanguages.flatMap((language) =>
  'font' in language && language.font ? [language.code as Language] : [],
);

test.describe('a language set in a font of its own', () => {
  test.skip(
    scripts.length === 0,
    "this site has no language with a font of its own; the other owner's copy (npm run test:owner) adds Arabic and Japanese",
  );

  test(
    'its pages draw in it; the others never fetch it, and name the language in its script',
    atDesktop,
    async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      const other = siteLanguages.find((language) => !('font' in language && language.font))
        ?.code as Language;
      await page.goto(pageAt('/', other));
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: chrome[other].languageButton }).click();
      for (const code of scripts) {
        const option = page.locator(`[lang="${code}"]`).filter({ visible: true }).first();
        await expect(option).toBeVisible();
        await expect.poll(() => page.evaluate(faces(`Label ${code}`))).toContain('loaded');
      }
      expect(
        fetched.filter((path) => /\/assets\/script-/.test(path)),
        'no language font on another language',
      ).toEqual([]);
      for (const code of scripts) {
        await page.goto(pageAt('/', code));
        await waitForHydration(page);
        await expect.poll(() => page.evaluate(faces(`Script ${code}`))).toEqual(['loaded']);
        expect(
          fetched.filter((path) => path.includes(`/assets/script-${code}-`)),
          code,
        ).toHaveLength(1);
      }
    },
  );

  /** The first that is not the right-to-left one, whose pages the journey above walks already. */
  const language = scripts.find((code) => code !== rtl) ?? scripts[0] ?? fallbackLanguage;

  // On a phone, where its long words have least room: a desktop lays out the same text wider.
  test('its home is axe clean, and no page of the first one scrolls sideways', atPhone, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(pageAt('/', language));
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page, language);
  });
});
