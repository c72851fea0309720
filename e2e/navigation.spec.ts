import type { Locator, Page } from '@playwright/test';
import { Menu, X, type IconNode } from 'lucide';
import { SETTLING_ATTRIBUTE } from '../src/lib/constants';
import { chrome, documentWasKept, markDocument, scrollToY } from './navigation-site';
import { scrollToEnd } from './scroll-probes';
import {
  atDesktop,
  atPhone,
  expect,
  paired,
  test,
  waitForEntrances,
  waitForHydration,
  pageAt,
  pairedLanguages,
  routes,
  testedOnce,
  type Language,
} from './site';
import { fallbackLanguage, globalTexts, leadCategory, leadProject, profile, secondLanguage } from './content';

// The site's chrome (header, mobile menu, footer, the section on screen) and what its routes share (home's sections, a
// project's breadcrumb, a navigation's landing at the top of the new page), as journeys: a test loads a page once,
// checks each behaviour there in a step named as its test of its own was, and goes on to the next page by a link or
// Back, as a visitor does (a browser test costs about 2 s before it does anything). Per language of `pairedLanguages`
// at its width (`paired`: the fallback at 1280 px, the second at 375 px) home, a project's page and the projects page;
// at the other width what that width alone shows (the navbar's links on a desktop, the mobile menu on a phone).
// Between steps a journey puts back what the next one starts from (the page at rest at its top, a closed menu, the
// address without a fragment); a step that ran without reduced motion as a test of its own still does (`motion`).

/** Reduced motion (instant transitions) as a visitor who asked for it sees the page, or none as one who did not. */
async function motion(page: Page, reduced: boolean) {
  await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : null });
}

/** Alpha of the navbar's background colour: 1 when opaque, less once it turns transparent. */
async function navbarAlpha(page: Page) {
  return page.getByTestId('navbar-background').evaluate((element) => {
    // rgb(r, g, b), rgba(r, g, b, a) or, for Tailwind's colour mixes, oklab(l a b / alpha).
    const colour = getComputedStyle(element).backgroundColor;
    const alpha =
      /\/\s*([\d.]+)\)$/.exec(colour)?.[1] ?? /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour)?.[1];
    return alpha === undefined ? 1 : Number(alpha);
  });
}

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

// The steps: each a former test of its own, run on the page a journey has loaded.

/** On home as loaded, before the page has hydrated (as the server sent it). */
const homeHasEverySection = (page: Page) =>
  test.step('the home page has every section anchor', async () => {
    for (const anchor of ['top', 'skills', 'projects', 'aboutMe', 'contact']) {
      await expect(page.locator(`#${anchor}`)).toBeVisible();
    }
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

/** On the lead project's page. */
const breadcrumbStartsAtHome = (page: Page, language: Language) =>
  test.step('inner pages have a breadcrumb that starts at home', async () => {
    const { breadcrumb: texts } = globalTexts[language];
    const breadcrumb = page.getByRole('navigation', { name: texts.label });
    const crumbs = breadcrumb.getByRole('listitem');
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.first()).toHaveText(texts.home);
    await expect(crumbs.nth(1)).toHaveText(`/${leadCategory.name[language]}`);
    await expect(crumbs.last()).toHaveText(`/${leadProject.title[language]}`);
  });

/** On home as loaded: the first Tab of the page reaches the skip link. Leaves the address at `#content`. */
const headerAndSkipLink = (page: Page, language: Language, isMobile: boolean) =>
  test.step('the header is a banner landmark with the main navigation, and a skip link leads to the content', async () => {
    const text = chrome[language];
    const banner = page.getByRole('banner');
    await expect(banner.locator('nav')).not.toHaveCount(0);
    await expect(banner.getByRole('link', { name: text.logo })).toHaveAttribute(
      'href',
      pageAt('/', language),
    );
    if (!isMobile) {
      await expect(banner.getByRole('navigation', { name: text.main })).toBeVisible();
    }
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: text.skip });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

/** On home, at 1280 px. */
const menuHiddenOnLargeScreens = (page: Page, language: Language) =>
  test.step('the mobile menu is hidden on large screens', async () => {
    await expect(page.getByRole('button', { name: chrome[language].openMenu })).toBeHidden();
    await expect(page.getByRole('navigation', { name: chrome[language].main })).toHaveCount(1);
  });

/** On home, at 1280 px. Ends at the top of the page, at `#top`. */
const sectionLinksAreAnchors = (page: Page, language: Language) =>
  test.step('on home the section links are in-page anchors', async () => {
    const text = chrome[language];
    await markDocument(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: text.main });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(Object.values(text.items));
    for (const [name, anchor] of [
      ['home', '/#top'],
      ['skills', '/#skills'],
      ['projects', '/#projects'],
      ['aboutMe', '/#aboutMe'],
    ] as const) {
      await expect(nav.getByRole('link', { name: text.items[name] })).toHaveAttribute(
        'href',
        pageAt(anchor, language),
      );
    }
    await nav.getByRole('link', { name: text.items.skills }).click();
    await expect(page).toHaveURL(pageAt('/#skills', language));
    await expect(page.locator('#skills')).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await nav.getByRole('link', { name: text.items.home }).click();
    await expect(page).toHaveURL(/#top$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await documentWasKept(page)).toBe(true);
  });

/** On a project's page, at 1280 px. Ends on home, reached by the router. */
const secondMenuHasRouterLinks = (page: Page, language: Language) =>
  test.step('elsewhere the second menu has router links to Home, Projects and the résumé', async () => {
    const text = chrome[language];
    await markDocument(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: text.main });
    await expect(nav.getByRole('link')).toHaveText(text.secondary.map(({ name }) => name));
    await expect(nav.getByRole('link', { name: text.items.home })).toHaveAttribute(
      'href',
      pageAt('/', language),
    );
    await nav.getByRole('link', { name: text.items.projects }).click();
    await expect(page).toHaveURL(pageAt(routes.projects.href(), language));
    await expect(nav.getByRole('link', { name: text.items.projects })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: text.items.home }).click();
    await expect(page).toHaveURL(pageAt('/', language));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    expect(await documentWasKept(page)).toBe(true);
  });

/** CONTACT ME in the header: below 640 px the button sits in the mobile menu. */
async function contactLink(page: Page, language: Language, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: chrome[language].openMenu }).click();
  return page.getByRole('banner').getByRole('link', { name: chrome[language].contact });
}

const contactTitle = 'CONTACT ME leads to #contact on home and to / elsewhere';

/** On home. Ends at `#contact`. */
const contactOnHome = (page: Page, language: Language, isMobile: boolean) =>
  test.step(`${contactTitle}: on home`, async () => {
    const link = await contactLink(page, language, isMobile);
    await expect(link).toHaveAttribute('href', pageAt('/#contact', language));
    await link.click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

/** On the projects page. Ends on home, reached by the router. */
const contactElsewhere = (page: Page, language: Language, isMobile: boolean) =>
  test.step(`${contactTitle}: on the projects page`, async () => {
    await markDocument(page);
    const link = await contactLink(page, language, isMobile);
    await expect(link).toHaveAttribute('href', pageAt('/', language));
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chrome[language].heading);
    expect(await documentWasKept(page)).toBe(true);
  });

/** On the page at `path` (home or the projects page), from its top. Ends at the top, at `#top`. */
const navbarAndBackToTop = (page: Page, language: Language, path: string) =>
  test.step(`the navbar turns transparent past 50 px of scrolling and back above, and a back-to-top link appears after scrolling and leads to #top, on ${path}`, async () => {
    const text = chrome[language];
    const header = page.getByRole('banner');
    const back = page.getByRole('link', { name: text.backToTop });
    await expect(back).toBeHidden();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await navbarAlpha(page)).toBe(1);
    await scrollToY(page, 50);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    expect(await navbarAlpha(page)).toBe(1);
    await scrollToY(page, 51);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(() => navbarAlpha(page)).toBeLessThan(1);
    await expect(header).toBeInViewport();
    // Back-to-top comes with the scroll: in the navbar below 1280 px, beside the page's column from there.
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '#top');
    await scrollToY(page, 20);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect.poll(() => navbarAlpha(page)).toBe(1);
    await expect(back).toBeHidden();

    // It rests at the end of the page, above the footer, where nothing is under it (e2e/journeys-scroll.spec.ts).
    await scrollToEnd(page);
    await expect(back).toBeVisible();
    await expect(back).toHaveAttribute('href', '#top');
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(pageAt(`${path}#top`, language));
    await expect(back).toBeHidden();
  });

/** On a project's page. */
const footerHasItsParts = (page: Page, language: Language) =>
  test.step('the footer has the logo, the copyright, the built-with line and the social links', async () => {
    const text = chrome[language];
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: text.logo })).toHaveAttribute(
      'href',
      pageAt('/', language),
    );
    await expect(footer.getByText(text.copyright)).toBeVisible();
    await expect(footer.getByText(text.builtWith)).toBeVisible();
    const socials = footer.getByRole('list', { name: text.socialLabel }).getByRole('link');
    await expect(socials).toHaveCount(text.socials.length);
    for (const { name, href } of text.socials) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'me noopener noreferrer');
    }
  });

/** On the projects page, with no social link hovered. Ends with the second social link focused. */
const tooltipOnFocus = (page: Page, language: Language) =>
  test.step('a social link shows its tooltip on top, dark, at 1.05rem, on keyboard focus', async () => {
    const text = chrome[language];
    const footer = page.getByRole('contentinfo');
    const [first, second] = text.socials;
    if (!first) throw new Error('the profile has no social link');
    await footer.getByRole('link', { name: text.logo }).focus();
    await page.keyboard.press('Tab');
    const link = footer.getByRole('link', { name: first.name, exact: true });
    await expect(link).toBeFocused();
    const tooltip = footer.getByRole('tooltip', { name: first.name });
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(first.name);
    await expect(tooltip).toHaveCSS('font-size', '16.8px');
    const [tip, box] = [await tooltip.boundingBox(), await link.boundingBox()];
    expect(tip && box && tip.y + tip.height <= box.y).toBe(true);
    const background = await tooltip.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(11, 13, 18)');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    if (!second) return;
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('tooltip', { name: second.name })).toBeVisible();
    await expect(tooltip).toBeHidden();
  });

/** On the projects page, with no social link focused. Pointer behaviour, the same in every language. */
const tooltipOnHover = (page: Page, language: Language) =>
  test.step('a social link shows its tooltip on hover', async () => {
    const text = chrome[language];
    const footer = page.getByRole('contentinfo');
    const { name } = text.socials.at(-1) ?? { name: 'no social link' };
    const tooltip = footer.getByRole('tooltip', { name });
    await expect(tooltip).toBeHidden();
    await footer.getByRole('link', { name, exact: true }).hover();
    await expect(tooltip).toBeVisible();
    // It stays while the pointer moves onto it.
    await tooltip.hover();
    await expect(tooltip).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(tooltip).toBeHidden();
  });

/** On home, from its top. Ends with the mobile menu open on a phone (it shows CONTACT ME marked). */
const marksSectionOnScreen = (page: Page, language: Language, isMobile: boolean) =>
  test.step('the navbar marks the home section on screen', async () => {
    let link = await sectionLinks(page, language, isMobile);
    await expect(link('home')).toHaveAttribute('aria-current', 'true');
    const markedColor = await link('home').evaluate((element) => getComputedStyle(element).color);
    expect(await link('skills').evaluate((element) => getComputedStyle(element).color)).not.toBe(markedColor);
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
  });

/** On the projects page, at 1280 px. Ends on home, reached by the router. */
const homeFromAnotherPageMarksItsSections = (page: Page, language: Language) =>
  test.step('home reached from another page by the navbar marks its sections too', async () => {
    // The logo: a link the router follows, to home's top.
    await page.getByRole('banner').getByRole('link', { name: chrome[language].logo }).click();
    await expect(page).toHaveURL(pageAt('/', language));
    const link = await sectionLinks(page, language, false);
    await expect(link('home')).toHaveAttribute('aria-current', 'true');
    await scrollToSection(page, 'projects');
    await expect(link('projects')).toHaveAttribute('aria-current', 'true');
  });

/** On home. Ends on the lead project's page, reached by the router. */
const navigationScrollsToTop = (page: Page, language: Language) =>
  test.step('a navigation scrolls to the top of the new page', async () => {
    const card = page.getByRole('link', { name: leadProject.title[language], exact: true });
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadProject.title[language]);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

/** On a page with the menu closed, at 375 px. */
const hamburgerTogglesPanel = (page: Page, language: Language) =>
  test.step('the hamburger toggles a panel from the right with the social icons at the bottom', async () => {
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

    const socials = panel.getByRole('list', { name: chrome[language].socialLabel }).getByRole('link');
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

/** On home with the menu closed, at 375 px. Ends at `#aboutMe`. */
const menuItemsAreAnchorsOnHome = (page: Page, language: Language) =>
  test.step('on home the items are in-page anchors, and picking one closes the menu', async () => {
    const text = chrome[language];
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

/** On a project's page with the menu closed, at 375 px. Ends on the projects page, reached by the router. */
const menuItemsAreRouterLinksElsewhere = (page: Page, language: Language) =>
  test.step('elsewhere the items are router links, and picking one closes the menu', async () => {
    const text = chrome[language];
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

/**
 * On a page with the menu closed, at 375 px: the window is made 800 px wide for the step (the style sheet lays the
 * panel out at the width the window has), and given its width back after.
 */
const panelAtMediumWidth = (page: Page, language: Language) =>
  test.step('on a medium screen the panel covers about 45vw', async () => {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 800, height: 1000 });
    const { toggle, panel } = await mobileMenu(page, language);
    await toggle.click();
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBeCloseTo(800 * 0.45, 0);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    if (viewport) await page.setViewportSize(viewport);
  });

/** On home with the menu closed, at 375 px, at an address without a fragment. */
const clickOutsideAndEscapeClose = (page: Page, language: Language) =>
  test.step('a click outside and Escape close it, Escape giving the focus back to the button', async () => {
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
    await panel.getByRole('link', { name: chrome[language].items.skills }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

/** On home with the menu closed, at 375 px. */
const focusStaysInside = (page: Page, language: Language) =>
  test.step('the focus stays inside while it is open', async () => {
    const text = chrome[language];
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

/**
 * Waits until the page rests: an in-page link, back and forward keep the page on their place for a few frames after
 * it has got there, and pull back a scroll of the next step's (src/scroll/settle-scroll.ts).
 */
async function atRest(page: Page) {
  await expect(page.locator('html')).not.toHaveAttribute(SETTLING_ATTRIBUTE);
}

/**
 * The hamburger's panel; in the second language also closed by a click outside and by Escape, with the focus kept
 * inside while it is open.
 */
async function menuPanel(page: Page, language: Language) {
  await hamburgerTogglesPanel(page, language);
  if (language !== secondLanguage) return;
  await clickOutsideAndEscapeClose(page, language);
  await focusStaysInside(page, language);
}

/** Puts the page back at its top as a visitor finds it there: the header unscrolled and its transitions over. */
async function backToTheTop(page: Page) {
  await atRest(page);
  await scrollToY(page, 0);
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  await waitForEntrances(page);
}

/** From home, the lead project's page by its card: a link the router follows. */
async function openLeadProject(page: Page, language: Language) {
  await page.getByRole('link', { name: leadProject.title[language], exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadProject.title[language]);
}

// The journeys.

test.beforeEach(({ problems }) => {
  // Requested here so that every test below fails on a console error or hydration warning: the fixture listens from
  // now on and checks what it heard when the test ends (see e2e/site.ts).
  void problems;
  // A journey runs what were up to seventeen tests: on two cores busy with other runs, one took 90 s.
  test.setTimeout(180_000);
});

for (const language of pairedLanguages) {
  const text = chrome[language];
  const projectsPage = routes.projects.href();

  if (paired(language) === atDesktop) {
    // The fallback language at 1280 px.
    test(
      `home, a project's page and the projects page in ${language} at 1280 px: home's sections, the header and its skip link, no mobile menu, the section on screen, the section links, the navbar's transparency and back-to-top, CONTACT ME, a navigation to the top of a project's page, its breadcrumb, the footer, the second menu's router links, the tooltips of the social links, and home by the logo`,
      atDesktop,
      async ({ page }) => {
        await page.goto(pageAt('/', language));
        await homeHasEverySection(page);
        await waitForHydration(page);
        await motion(page, true);
        // First, while the page is as loaded: its first Tab reaches the skip link.
        await headerAndSkipLink(page, language, false);
        await motion(page, false);
        await menuHiddenOnLargeScreens(page, language);
        await backToTheTop(page);
        await marksSectionOnScreen(page, language, false);
        await motion(page, true);
        await sectionLinksAreAnchors(page, language);
        await backToTheTop(page);
        await navbarAndBackToTop(page, language, '/');
        await atRest(page);
        await contactOnHome(page, language, false);
        await atRest(page);
        if (testedOnce(language)) {
          await motion(page, false);
          await navigationScrollsToTop(page, language);
        } else {
          await openLeadProject(page, language);
        }

        // The project's page the card led to; the second menu leads on to the projects page and home.
        await breadcrumbStartsAtHome(page, language);
        await motion(page, true);
        await footerHasItsParts(page, language);
        await secondMenuHasRouterLinks(page, language);

        // Back to the projects page.
        await page.goBack();
        await expect(page).toHaveURL(pageAt(projectsPage, language));
        await backToTheTop(page);
        await navbarAndBackToTop(page, language, projectsPage);
        await atRest(page);
        // Pointer first: the keyboard's step leaves a social link focused, and with it its tooltip.
        if (language === fallbackLanguage) await tooltipOnHover(page, language);
        if (testedOnce(language)) await tooltipOnFocus(page, language);
        await contactElsewhere(page, language, false);
        if (language === fallbackLanguage) {
          // Back to the projects page again, to leave it by the logo.
          await page.goBack();
          await expect(page).toHaveURL(pageAt(`${projectsPage}#top`, language));
          await atRest(page);
          await motion(page, false);
          await homeFromAnotherPageMarksItsSections(page, language);
        }
      },
    );

    // At 375 px, what a phone alone shows: the mobile menu.
    test(
      `the mobile menu in ${language} at 375 px: the hamburger's panel, in-page anchors on home, router links on a project's page`,
      atPhone,
      async ({ page }) => {
        await motion(page, true);
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        // On a site with one language, what the second language's journeys check at 375 px.
        await menuPanel(page, language);
        await menuItemsAreAnchorsOnHome(page, language);
        await atRest(page);
        await openLeadProject(page, language);
        await menuItemsAreRouterLinksElsewhere(page, language);
        if (language === secondLanguage) await panelAtMediumWidth(page, language);
      },
    );
  } else {
    // The second language at 375 px.
    test(
      `home, a project's page and the projects page in ${language} at 375 px: home's sections, the header and its skip link, the mobile menu (its panel, a click outside and Escape, the focus kept inside, its anchors on home and router links elsewhere, its panel at a medium width), the section on screen, the navbar's transparency and back-to-top, CONTACT ME, the breadcrumb and the footer`,
      atPhone,
      async ({ page }) => {
        await page.goto(pageAt('/', language));
        await homeHasEverySection(page);
        await waitForHydration(page);
        await motion(page, true);
        // First, while the page is as loaded: its first Tab reaches the skip link.
        await headerAndSkipLink(page, language, true);
        // Back from the skip link's `#content`: the click outside below must leave the address without a fragment.
        await page.goBack();
        await expect(page).toHaveURL(pageAt('/', language));
        await atRest(page);
        await menuPanel(page, language);
        await motion(page, false);
        await backToTheTop(page);
        await marksSectionOnScreen(page, language, true);
        await page.getByRole('button', { name: text.closeMenu }).click();
        await motion(page, true);
        await backToTheTop(page);
        await navbarAndBackToTop(page, language, '/');
        await atRest(page);
        await menuItemsAreAnchorsOnHome(page, language);
        await atRest(page);
        await contactOnHome(page, language, true);
        await atRest(page);

        // The lead project's page, by its card; the menu leads on to the projects page.
        await openLeadProject(page, language);
        await breadcrumbStartsAtHome(page, language);
        await footerHasItsParts(page, language);
        await menuItemsAreRouterLinksElsewhere(page, language);
        await backToTheTop(page);
        await navbarAndBackToTop(page, language, projectsPage);
        await atRest(page);
        if (language === secondLanguage) await panelAtMediumWidth(page, language);
        await contactElsewhere(page, language, true);
      },
    );

    // At 1280 px, what a desktop alone shows: the navbar's links.
    test(
      `on a desktop in ${language}: the mobile menu hidden and the section links anchors on home; then a project's page by its card: the second menu's router links`,
      atDesktop,
      async ({ page }) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        await menuHiddenOnLargeScreens(page, language);
        await motion(page, true);
        await sectionLinksAreAnchors(page, language);
        await atRest(page);
        await openLeadProject(page, language);
        await secondMenuHasRouterLinks(page, language);
      },
    );
  }
}
