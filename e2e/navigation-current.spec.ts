import type { Page } from '@playwright/test';
import { chrome } from './navigation-site';
import { fallbackLanguage } from './content';
import {
  atDesktop,
  expect,
  paired,
  pageAt,
  test,
  waitForHydration,
  type Language,
  pairedLanguages,
  routes,
} from './site';

/** The section links a visitor sees: the navbar's on a desktop, the open mobile menu's on a phone. */
async function sectionLinks(page: Page, language: Language, isMobile: boolean) {
  const text = chrome[language];
  if (isMobile) {
    const open = page.getByRole('button', { name: text.openMenu });
    if (await open.isVisible()) await open.click();
  }
  const nav = page.getByRole('banner').getByRole('navigation', { name: text.main });
  return (name: keyof typeof text.items) => nav.getByRole('link', { name: text.items[name], exact: true });
}

/** Scrolls the section to the top, once it is on the page (after a move by the router it renders a moment later). */
async function scrollToSection(page: Page, id: string) {
  await page.locator(`#${id}`).evaluate((section) => section.scrollIntoView({ behavior: 'instant' }));
}

for (const language of pairedLanguages) {
  test(
    `the navbar marks the home section on screen, in ${language}`,
    paired(language),
    async ({ page, isMobile }) => {
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
      let link = await sectionLinks(page, language, isMobile);
      await expect(link('home')).toHaveAttribute('aria-current', 'true');
      const markedColor = await link('home').evaluate((element) => getComputedStyle(element).color);
      expect(await link('skills').evaluate((element) => getComputedStyle(element).color)).not.toBe(
        markedColor,
      );
      await expect(link('skills')).not.toHaveAttribute('aria-current');
      if (isMobile) await page.getByRole('button', { name: chrome[language].closeMenu }).click();

      for (const section of ['projects', 'aboutMe'] as const) {
        await scrollToSection(page, section);
        link = await sectionLinks(page, language, isMobile);
        await expect(link(section)).toHaveAttribute('aria-current', 'true');
        await expect(link('home')).not.toHaveAttribute('aria-current');
        if (isMobile) await page.getByRole('button', { name: chrome[language].closeMenu }).click();
      }

      // The contact section has no section link: CONTACT ME is marked instead (in the open menu on a phone).
      await scrollToSection(page, 'contact');
      link = await sectionLinks(page, language, isMobile);
      const contact = page
        .getByRole('banner')
        .getByRole('link', { name: chrome[language].contact, exact: true });
      await expect(contact).toHaveCount(1);
      await expect(contact).toHaveAttribute('aria-current', 'true');
      await expect(link('aboutMe')).not.toHaveAttribute('aria-current');
    },
  );
}

test('home reached from another page by the navbar marks its sections too', atDesktop, async ({ page }) => {
  const language = fallbackLanguage;
  await page.goto(pageAt(routes.projects.href(), language));
  await waitForHydration(page);
  // The logo: a link the router follows, to home's top.
  await page.getByRole('banner').getByRole('link', { name: chrome[language].logo }).click();
  await expect(page).toHaveURL(pageAt('/', language));
  const link = await sectionLinks(page, language, false);
  await expect(link('home')).toHaveAttribute('aria-current', 'true');
  await scrollToSection(page, 'projects');
  await expect(link('projects')).toHaveAttribute('aria-current', 'true');
});
