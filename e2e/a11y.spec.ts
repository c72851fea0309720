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
 * Each template in both themes, each theme once, in one language at one width, taking turns over the templates: slot
 * `k` (two a template, the themes swapping places from one template to the next) is the `k`th language going round the
 * list, on a desktop when `k` is even and on a phone when it is odd. So each template meets both widths, each theme
 * every width and (as far as there are templates) every language, with two axe runs a template instead of one per
 * language, width and theme: the other combinations run the same rules over the same markup and colours (the texts
 * of each page in each language are checked at build and in the HTML, their fit by the page-width check).
 */
const turnFor = (theme: 'light' | 'dark', templateIndex: number) => {
  const slot = 2 * templateIndex + (theme === 'dark' ? 1 - (templateIndex % 2) : templateIndex % 2);
  return {
    tag: slot % 2 === 0 ? atDesktop : atPhone,
    language: languages[slot % languages.length] ?? fallbackLanguage,
  };
};

const dropdownStates = new Set<RouteId>(['home', 'project']);

for (const theme of ['light', 'dark'] as const) {
  for (const [templateIndex, { path, heading }] of templatePages.entries()) {
    const { tag, language } = turnFor(theme, templateIndex);
    // The system's preference picks the theme. On home and the detail page, also with the language dropdown open,
    // with no language matching its search, and (on a phone) with the mobile menu open.
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
        expect(await axeViolations(page), 'the language dropdown open').toEqual([]);
        await search.fill('zzz');
        await expect(page.getByRole('option')).toHaveCount(0);
        // Only the header changed from the state above: checking it alone keeps the test quick.
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
        expect(await axeViolations(page), 'the mobile menu open').toEqual([]);
      },
    );
  }
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
