import type { Locator, Page } from '@playwright/test';
import { MAX_PROJECTS_PER_TAB } from '../src/lib/constants';
import { categories, expect, paired, projectTexts, test, waitForHydration } from './home-fixtures';
import { pageAt, pairedLanguages, routes, testedOnce } from './site';

/** The underline and the active tab line up (the underline is a 1 px bar scaled to the tab's width). */
async function expectIndicatorUnder(page: Page, tab: Locator) {
  const indicator = page.getByTestId('tab-indicator');
  await expect
    .poll(async () => {
      const [bar, box] = await Promise.all([indicator.boundingBox(), tab.boundingBox()]);
      if (!bar || !box) return 'missing';
      const aligned =
        Math.abs(bar.x - box.x) <= 1 &&
        Math.abs(bar.width - box.width) <= 1 &&
        Math.abs(bar.y + bar.height - (box.y + box.height)) <= 1;
      return aligned ? 'aligned' : `bar ${JSON.stringify(bar)} tab ${JSON.stringify(box)}`;
    })
    .toBe('aligned');
}

for (const language of pairedLanguages) {
  const labels = projectTexts[language].labels;
  const expected = categories(language);
  const once = testedOnce(language);

  test.describe(`projects tabs in ${language}`, paired(language), () => {
    // One page load for the tabs: what needs the page as it opened first (the first tab active, the indicator under
    // it), then the clicks, the resizes and the phone widths, and SHOW MORE, which leaves the page, last.
    test(
      once
        ? 'the tabs: one per category, the first active; a click shows its category and the indicator follows, also on resize; every tab is whole on a phone (320 and 375 px); SHOW MORE'
        : 'on a phone (320 and 375 px) every tab is whole on screen, by tap and by arrow keys, whichever is active',
      async ({ page }) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        await page.locator('#projects').scrollIntoViewIfNeeded();
        const tabs = page.getByRole('tab');
        const first = expected[0];
        if (!first) throw new Error('no category');

        if (once)
          await test.step('one tab per category, the first active, at most six cards and SHOW MORE', async () => {
            const tablist = page.getByRole('tablist', { name: labels.tabs_label });
            const listed = tablist.getByRole('tab');
            await expect(listed).toHaveCount(expected.length);
            for (const [index, category] of expected.entries()) {
              await expect(listed.nth(index)).toContainText(category.name);
              await expect(listed.nth(index)).toHaveAttribute(
                'aria-selected',
                index === 0 ? 'true' : 'false',
              );
              await expect(listed.nth(index)).toHaveAttribute('tabindex', index === 0 ? '0' : '-1');
            }
            const panel = page.getByRole('tabpanel');
            await expect(panel).toHaveCount(1); // the others are hidden
            await expect(panel).toHaveAccessibleName(new RegExp(first.name));
            const cards = panel.getByRole('article');
            await expect(cards).toHaveCount(Math.min(first.count, MAX_PROJECTS_PER_TAB));
            await expect(cards.first().getByRole('link')).toHaveAttribute(
              'href',
              new RegExp(`^${pageAt(`/${first.slug}/`, language)}`),
            );
            // SHOW MORE only where the category has more projects than a tab shows (followed in the last step).
            if (first.count <= MAX_PROJECTS_PER_TAB)
              await expect(panel.getByRole('link', { name: labels.show_more })).toHaveCount(0);
          });

        if (once)
          await test.step('the indicator follows the active tab and is measured again on resize', async () => {
            await expectIndicatorUnder(page, tabs.first());
            await tabs.nth(1).click();
            await expectIndicatorUnder(page, tabs.nth(1));
            const size = page.viewportSize();
            if (!size) throw new Error('no viewport');
            // Across the 640 px breakpoint, where the tabs' font size and so their widths change.
            await page.setViewportSize({ width: size.width < 640 ? 700 : 600, height: size.height });
            await expectIndicatorUnder(page, tabs.nth(1));
            await page.setViewportSize(size);
            await expectIndicatorUnder(page, tabs.nth(1));
          });

        if (once)
          await test.step('clicking a tab shows its category; an empty one shows the empty view', async () => {
            for (const [index, category] of expected.entries()) {
              await tabs.nth(index).click();
              await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
              const panel = page.getByRole('tabpanel');
              await expect(panel).toHaveAccessibleName(new RegExp(category.name));
              await expect(panel.getByRole('article')).toHaveCount(
                Math.min(category.count, MAX_PROJECTS_PER_TAB),
              );
              await expect(panel.getByRole('link', { name: labels.show_more })).toHaveCount(
                category.count > MAX_PROJECTS_PER_TAB ? 1 : 0,
              );
              if (category.count === 0) await expect(panel.getByText(labels.empty_title)).toBeVisible();
              await expectIndicatorUnder(page, tabs.nth(index));
            }
          });

        await test.step('on a phone (320 and 375 px) every tab is whole on screen, by tap and by arrow keys, whichever is active', async () => {
          const size = page.viewportSize();
          if (!size) throw new Error('no viewport');
          /** The tabs not wholly inside the window's width, by name. */
          const cut = async () => {
            const width = page.viewportSize()?.width ?? 0;
            const boxes = await tabs.evaluateAll((all) =>
              all.map((tab) => {
                const { left, right } = tab.getBoundingClientRect();
                return { name: tab.textContent ?? '', left, right };
              }),
            );
            return boxes.filter(({ left, right }) => left < 0 || right > width + 0.5).map(({ name }) => name);
          };
          for (const width of [320, 375]) {
            await page.setViewportSize({ width, height: 740 });
            for (const index of expected.keys()) {
              await tabs.nth(index).click();
              expect(await cut(), `${width} px, tab ${index + 1} active`).toEqual([]);
              await expectIndicatorUnder(page, tabs.nth(index));
            }
            // The arrow keys move focus and selection: the focused tab is whole too.
            await tabs.last().focus();
            await page.keyboard.press('ArrowRight');
            await expect(tabs.first()).toBeFocused();
            await page.keyboard.press('ArrowLeft');
            await expect(tabs.last()).toBeFocused();
            expect(await cut(), `${width} px, after the arrow keys`).toEqual([]);
          }
          // Back to the project's own window.
          await page.setViewportSize(size);
        });

        if (once && first.count > MAX_PROJECTS_PER_TAB)
          await test.step('SHOW MORE leads to the first category', async () => {
            await tabs.first().click();
            await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
            await page.getByRole('tabpanel').getByRole('link', { name: labels.show_more }).click();
            await expect(page).toHaveURL(pageAt(routes.category.href(first.slug), language));
            // The category page is a lazily loaded screen: give a busy machine time to fetch it.
            await expect(
              page.getByRole('heading', { level: 1, name: labels.project_categories }),
            ).toBeVisible({
              timeout: 15_000,
            });
          });
      },
    );
  });
}
