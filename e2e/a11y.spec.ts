import type { RouteId } from '../src/lib/routes';
import { axeViolations } from './axe';
import { chrome } from './navigation-site';
import {
  atDesktop,
  atPhone,
  expect,
  fallbackLanguage,
  languages,
  templateOf,
  templatePages,
  test,
  waitForHydration,
  pageAt,
} from './site';

// An axe run over the whole home page takes 15 to 35 s on a busy two-core machine (the default limit is 30 s), and
// home runs it three times on a phone.
test.describe.configure({ timeout: 180_000 });

/**
 * Each template in the dark theme, in one language at one width, taking turns: the `k`th template on a phone when `k`
 * is even (home first) and on a desktop when it is odd, templates `2j` and `2j + 1` in the `j`th language going round
 * the list. The light theme on a phone is checked on every page of the site in every language by the pass over the
 * owner's build (`npm run test:pages`, e2e/every-page.owner.ts); here it runs on a desktop, on home and the detail
 * page. On those two, also with the language dropdown open, no language matching its search, and (home, dark, on a
 * phone) the mobile menu open. The other combinations run the same rules over the same markup and colours.
 */
const dropdownStates = new Set<RouteId>(['home', 'project']);
const runs = [
  ...templatePages.map((page, index) => ({
    ...page,
    theme: 'dark' as const,
    tag: index % 2 === 0 ? atPhone : atDesktop,
    language: languages[Math.floor(index / 2) % languages.length] ?? fallbackLanguage,
  })),
  ...templatePages
    .filter(({ path }) => dropdownStates.has(templateOf(path)))
    .map((page) => ({ ...page, theme: 'light' as const, tag: atDesktop, language: fallbackLanguage })),
];

for (const { path, heading, theme, tag, language } of runs) {
  // The system's preference picks the theme.
  test(
    `${path} in ${language}, ${theme} theme, renders its screen, hydrates cleanly and has no axe violations`,
    tag,
    async ({ page, problems, isMobile }) => {
      await page.emulateMedia({ colorScheme: theme });
      const response = await page.goto(pageAt(path, language));
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
      expect(await axeViolations(page), 'the page').toEqual([]);
      if (!dropdownStates.has(templateOf(path))) return;

      await page.emulateMedia({ reducedMotion: 'reduce' });

      const languageButton = page.getByRole('button', {
        name: chrome[language].languageButton,
      });
      await languageButton.click();
      const search = page.getByRole('combobox');
      await expect(search).toBeFocused();
      // Only the header changes from the page checked above: the dropdown and the menu are in it.
      expect(await axeViolations(page, 'header'), 'the language dropdown open').toEqual([]);
      await search.fill('zzz');
      await expect(page.getByRole('option')).toHaveCount(0);
      expect(await axeViolations(page, 'header'), 'no language matching').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      // The mobile menu is hidden from 1024 px on.
      if (!isMobile) return;
      await page.getByRole('button', { name: chrome[language].openMenu }).click();
      await expect(page.getByRole('button', { name: chrome[language].closeMenu })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(await axeViolations(page, 'header'), 'the mobile menu open').toEqual([]);
    },
  );
}

// Issue 50: a Tab into a section still waiting to fade in focused a control at opacity 0 (a phone; a laptop at 200 %).
for (const [width, height] of [
  [375, 740],
  [640, 400],
] as const) {
  test(
    `by keyboard on home at ${width}×${height}, every control that takes the focus is visible then`,
    atDesktop,
    async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await waitForHydration(page);
      const faded: string[] = [];
      for (let step = 0; step < 120; step++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return undefined;
          let opacity = 1;
          for (let node: Element | null = element; node; node = node.parentElement)
            opacity *= Number(getComputedStyle(node).opacity);
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
          return {
            name: `${element.tagName.toLowerCase()} "${name}"`,
            opacity,
            last: !!element.closest('footer'),
          };
        });
        if (!focused) continue;
        if (focused.opacity < 1) faded.push(`${focused.name} at opacity ${focused.opacity.toFixed(2)}`);
        if (focused.last) break;
      }
      expect(faded).toEqual([]);
    },
  );
}
