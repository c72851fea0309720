import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../src/lib/theme';
import { darkTheme, lightTheme } from '../src/lib/theme-tokens';
import { fallbackLanguage, globalTexts } from './content';
import {
  expect,
  paired,
  pageAt,
  test,
  waitForHydration,
  type Language,
  pairedLanguages,
  routes,
  testedOnce,
} from './site';

/** The page's background as painted: which theme is on screen. */
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
/** A `#rrggbb` colour as the browser computes it. */
const computed = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const LIGHT = computed(lightTheme.colors.bg);
const DARK = computed(darkTheme.colors.bg);

/** The toggle to the dark theme where a visitor reaches it: in the navbar from 640 px, in the mobile menu below. */
async function darkThemeToggle(page: Page, language: Language, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: globalTexts[language].navbar.open_menu }).click();
  return page
    .getByRole('banner')
    .getByRole('button', { name: globalTexts[language].navbar.theme_dark, exact: true });
}

/** Home in the fallback language without a stored choice: a dark system preference, then the toggle to light. */
async function darkSystemPreference(page: Page) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(pageAt('/', fallbackLanguage));
  expect(await background(page)).toBe(DARK);
  await waitForHydration(page);
  await page
    .getByRole('banner')
    .getByRole('button', { name: globalTexts[fallbackLanguage].navbar.theme_light })
    .click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(LIGHT);
}

const lightTitle = (language: Language) =>
  `the system's light preference shows the light theme, and the toggle's choice is kept, in ${language}`;

for (const language of pairedLanguages) {
  // The dark preference without a stored choice runs once (in the fallback language, on a desktop), first, in the
  // same browser: a choice is then forgotten before the light preference's page loads.
  const withDark = testedOnce(language);
  test(
    withDark
      ? `without a stored choice, a dark system preference shows the dark theme, and the toggle switches to light; ${lightTitle(language)}`
      : lightTitle(language),
    paired(language),
    async ({ page, isMobile }) => {
      if (withDark) {
        await test.step('without a stored choice, a dark system preference shows the dark theme, and the toggle switches to light', () =>
          darkSystemPreference(page));
        // No choice kept: the next page follows the system's preference again.
        await page.evaluate((key) => localStorage.removeItem(key), THEME_STORAGE_KEY);
      }

      await test.step(lightTitle(language), async () => {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(pageAt('/', language));
        expect(await background(page)).toBe(LIGHT);
        await waitForHydration(page);

        await (await darkThemeToggle(page, language, isMobile)).click();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await background(page)).toBe(DARK);
        expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
        // Named for what it does next: the same button now offers the light theme.
        await expect(
          page
            .getByRole('banner')
            .getByRole('button', { name: globalTexts[language].navbar.theme_light, exact: true }),
        ).toBeVisible();

        // The next page is dark from its first frame: with no script of the app at all, only the page's own head.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        await page.goto(pageAt(routes.projects.href(), language));
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await background(page)).toBe(DARK);
        // The browser's own colour follows the choice, not the system's light.
        const browserColour = await page
          .locator('meta[name="theme-color"]')
          .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
        expect(browserColour).toEqual([darkTheme.colors.bg, darkTheme.colors.bg]);
      });
    },
  );
}
