import type { Locator, Page } from '@playwright/test';
import { Menu, X, type IconNode } from 'lucide';
import { chrome, documentWasKept, markDocument } from './navigation-site';
import {
  atDesktop,
  atPhone,
  expect,
  test,
  waitForEntrances,
  waitForHydration,
  type Language,
  pageAt,
  pairedLanguages,
  routes,
} from './site';
import { leadProject, profile, secondLanguage } from './content';

/** The hamburger button and the panel it controls. */
async function mobileMenu(page: Page, language: Language) {
  const text = chrome[language];
  const toggle = page.getByRole('banner').getByRole('button', { name: text.openMenu });
  const panelId = await toggle.getAttribute('aria-controls');
  expect(panelId).toBeTruthy();
  const panel = page.locator(`[id="${panelId}"]`);
  return { toggle, panel, panelId: panelId ?? '', close: page.getByRole('button', { name: text.closeMenu }) };
}

/** Whether `button` draws `icon`: its outlines are the icon's, as Lucide gives them. */
async function drawsIcon(button: Locator, icon: IconNode) {
  const drawn = await button
    .locator('svg path')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));
  return (
    JSON.stringify(drawn) === JSON.stringify(icon.flatMap(([tag, { d }]) => (tag === 'path' ? [d] : [])))
  );
}

/** Whether the focused element is the menu button or inside the panel. */
function focusInMenu(page: Page, panelId: string) {
  return page.evaluate((id) => {
    const active = document.activeElement;
    if (!active) return false;
    return active.getAttribute('aria-controls') === id || !!document.getElementById(id)?.contains(active);
  }, panelId);
}

test('the mobile menu is hidden on large screens', atDesktop, async ({ page }) => {
  for (const language of pairedLanguages) {
    await page.goto(pageAt('/', language));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: chrome[language].openMenu })).toBeHidden();
    await expect(page.getByRole('navigation', { name: chrome[language].main })).toHaveCount(1);
  }
});

for (const language of pairedLanguages) {
  const text = chrome[language];

  // The mobile menu is hidden from 1024 px on. What a visitor reads there, in every language; its layout at a medium
  // width, closing it and its focus trap, which do not depend on the language, in the second language (the fallback on
  // a site with one).
  test.describe(`mobile menu in ${language}`, atPhone, () => {
    test.beforeEach(async ({ page, problems }) => {
      // Requested here so that every test below fails on a console error or hydration warning: the fixture listens
      // from now on and checks what it heard when the test ends (see e2e/site.ts).
      void problems;
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test('the hamburger toggles a panel from the right with the social icons at the bottom', async ({
      page,
    }) => {
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
      const { toggle, panel, close } = await mobileMenu(page, language);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(await drawsIcon(toggle, Menu)).toBe(true);
      await expect(panel).toBeHidden();

      await toggle.click();
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      expect(await drawsIcon(close, X)).toBe(true);
      await expect(panel).toBeVisible();
      const box = await panel.boundingBox();
      expect(box?.width).toBeCloseTo(375 * 0.7, 0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(375, 0);

      const socials = panel.getByRole('list', { name: text.socialLabel }).getByRole('link');
      await expect(socials).toHaveCount(profile.socials.length);
      for (const link of await socials.all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
      }
      const lastSocial = await socials.last().boundingBox();
      const items = await panel.getByRole('navigation').boundingBox();
      // Below the menu items, in the lowest part of the panel.
      expect(lastSocial && items && lastSocial.y > items.y + items.height).toBe(true);
      expect((lastSocial?.y ?? 0) + (lastSocial?.height ?? 0)).toBeGreaterThan((box?.height ?? 0) * 0.8);

      await close.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(panel).toBeHidden();
    });

    test('on home the items are in-page anchors, and picking one closes the menu', async ({ page }) => {
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
      await markDocument(page);
      const { toggle, panel } = await mobileMenu(page, language);
      await toggle.click();
      const links = panel.getByRole('navigation', { name: text.main }).getByRole('link');
      await expect(links).toHaveText(Object.values(text.items));
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        ['/#top', '/#skills', '/#projects', '/#aboutMe'].map((anchor) => pageAt(anchor, language)),
      );
      await panel.getByRole('link', { name: text.items.aboutMe }).click();
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(page).toHaveURL(/#aboutMe$/);
      await expect(page.locator('#aboutMe')).toBeInViewport();
      expect(await documentWasKept(page)).toBe(true);
    });

    test('elsewhere the items are router links, and picking one closes the menu', async ({ page }) => {
      await page.goto(pageAt(leadProject.path, language));
      await waitForHydration(page);
      await markDocument(page);
      const { toggle, panel } = await mobileMenu(page, language);
      await toggle.click();
      const links = panel.getByRole('navigation', { name: text.main }).getByRole('link');
      await expect(links).toHaveText(text.secondary.map(({ name }) => name));
      expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
        text.secondary.map(({ url }) => pageAt(url, language)),
      );
      await panel.getByRole('link', { name: text.items.projects }).click();
      await expect(page).toHaveURL(pageAt(routes.projects.href(), language));
      await expect(panel).toBeHidden();
      expect(await documentWasKept(page)).toBe(true);
    });

    if (language === secondLanguage) {
      test('on a medium screen the panel covers about 45vw', async ({ page }) => {
        await page.setViewportSize({ width: 800, height: 1000 });
        await page.goto(pageAt(routes.projects.href(), language));
        await waitForHydration(page);
        const { toggle, panel } = await mobileMenu(page, language);
        await toggle.click();
        await expect(panel).toBeVisible();
        expect((await panel.boundingBox())?.width).toBeCloseTo(800 * 0.45, 0);
      });

      test('a click outside and Escape close it, Escape giving the focus back to the button', async ({
        page,
      }) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        const { toggle, panel } = await mobileMenu(page, language);
        // Closed, the dimmer is not merely transparent but hidden: a transparent blur over the whole screen made the
        // compositor redraw the page on every frame.
        const dimmer = page.getByTestId('menu-dimmer');
        await expect(dimmer).toBeHidden();
        await toggle.click();
        await expect(panel).toBeVisible();
        await expect(dimmer).toBeVisible();
        // On the dimmed page, left of the panel.
        await page.mouse.click(40, 500);
        await expect(panel).toBeHidden();
        await expect(dimmer).toBeHidden();
        await expect(page).not.toHaveURL(/#/);

        await toggle.click();
        await expect(panel).toBeVisible();
        await panel.getByRole('link', { name: text.items.skills }).focus();
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(toggle).toBeFocused();
      });

      test('the focus stays inside while it is open', async ({ page }) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        const { toggle, panel, panelId } = await mobileMenu(page, language);
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(panel).toBeVisible();
        // Once the panel has slid in: an item still hidden by its entrance is skipped by Tab (on a loaded machine, the
        // Tabs below once ran inside the transition and met 3 of the 11 stops).
        await waitForEntrances(page);
        // The items, the theme toggle, CONTACT ME, the social links and the button: two steps more go round more than once.
        const stops = Object.keys(text.items).length + 2 + profile.socials.length + 1;
        const visited = new Set<string>();
        for (let step = 0; step < stops + 2; step++) {
          await page.keyboard.press('Tab');
          expect(await focusInMenu(page, panelId)).toBe(true);
          visited.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''));
        }
        expect(visited.size).toBe(stops);
        for (let step = 0; step < stops + 2; step++) {
          await page.keyboard.press('Shift+Tab');
          expect(await focusInMenu(page, panelId)).toBe(true);
        }
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        // The focus goes back to the button once the panel has closed: Tab from there leaves the menu.
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Tab');
        expect(await focusInMenu(page, panelId)).toBe(false);
      });
    }
  });
}
