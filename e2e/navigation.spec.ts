import { chrome, documentWasKept, isPhone, markDocument, scrollToY } from './navigation-site';
import { scrollToEnd } from './scroll-probes';
import {
  atDesktop,
  expect,
  fallbackLanguage,
  paired,
  test,
  waitForHydration,
  pageAt,
  pairedLanguages,
  routes,
  testedOnce,
} from './site';
import { leadProject } from './content';

const detailPage = leadProject.path;

/** Alpha of the navbar's background colour: 1 when opaque, less once it turns transparent. */
async function navbarAlpha(page: import('@playwright/test').Page) {
  return page.getByTestId('navbar-background').evaluate((element) => {
    // rgb(r, g, b), rgba(r, g, b, a) or, for Tailwind's colour mixes, oklab(l a b / alpha).
    const colour = getComputedStyle(element).backgroundColor;
    const alpha =
      /\/\s*([\d.]+)\)$/.exec(colour)?.[1] ?? /^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/.exec(colour)?.[1];
    return alpha === undefined ? 1 : Number(alpha);
  });
}

for (const language of pairedLanguages) {
  const text = chrome[language];

  test.describe(`navigation in ${language}`, () => {
    test.beforeEach(async ({ page, problems }) => {
      // Requested here so that every test below fails on a console error or hydration warning: the fixture listens
      // from now on and checks what it heard when the test ends (see e2e/site.ts).
      void problems;
      // Instant transitions, so that a state is what the test reads at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
    });

    test(
      'the header is a banner landmark with the main navigation, and a skip link leads to the content',
      paired(language),
      async ({ page }, testInfo) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        const banner = page.getByRole('banner');
        await expect(banner.locator('nav')).not.toHaveCount(0);
        await expect(banner.getByRole('link', { name: text.logo })).toHaveAttribute(
          'href',
          pageAt('/', language),
        );
        if (!isPhone(testInfo)) {
          await expect(banner.getByRole('navigation', { name: text.main })).toBeVisible();
        }
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: text.skip });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
      },
    );

    test('on home the section links are in-page anchors', atDesktop, async ({ page }) => {
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
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

    test(
      'elsewhere the second menu has router links to Home, Projects and the résumé',
      atDesktop,
      async ({ page }) => {
        await page.goto(pageAt(detailPage, language));
        await waitForHydration(page);
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
      },
    );

    test(
      'CONTACT ME leads to #contact on home and to / elsewhere',
      paired(language),
      async ({ page }, testInfo) => {
        // Below 640 px the button sits in the mobile menu.
        const contact = async () => {
          if (isPhone(testInfo)) await page.getByRole('button', { name: text.openMenu }).click();
          return page.getByRole('banner').getByRole('link', { name: text.contact });
        };
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        await markDocument(page);
        let link = await contact();
        await expect(link).toHaveAttribute('href', pageAt('/#contact', language));
        await link.click();
        await expect(page).toHaveURL(/#contact$/);
        await expect(page.locator('#contact')).toBeInViewport();

        await page.goto(pageAt(routes.projects.href(), language));
        await waitForHydration(page);
        await markDocument(page);
        link = await contact();
        await expect(link).toHaveAttribute('href', pageAt('/', language));
        await link.click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
        expect(await documentWasKept(page)).toBe(true);
      },
    );

    test(
      'on home and the projects page, the navbar turns transparent past 50 px of scrolling and back above, and the floating back-to-top link appears after scrolling and leads to #top',
      paired(language),
      async ({ page }) => {
        for (const path of ['/', routes.projects.href()]) {
          await page.goto(pageAt(path, language));
          await waitForHydration(page);
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
          await scrollToY(page, 20);
          await expect(header).toHaveAttribute('data-scrolled', 'false');
          await expect.poll(() => navbarAlpha(page)).toBe(1);

          // It rests at the end of the page, above the footer, where nothing is under it; mid-page it steps aside
          // from the controls it would cover (e2e/journeys-scroll.spec.ts).
          await scrollToEnd(page);
          await expect(back).toBeVisible();
          await expect(back).toHaveAttribute('href', '#top');
          await back.click();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
          await expect(page).toHaveURL(pageAt(`${path}#top`, language));
          await expect(back).toBeHidden();
        }
      },
    );
    test(
      'the footer has the logo, the copyright, the built-with line and the social links',
      paired(language),
      async ({ page }) => {
        await page.goto(pageAt(detailPage, language));
        await waitForHydration(page);
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
      },
    );

    if (testedOnce(language))
      test(
        'a social link shows its tooltip on top, dark, at 1.05rem, on keyboard focus',
        paired(language),
        async ({ page }) => {
          await page.goto(pageAt(routes.projects.href(), language));
          await waitForHydration(page);
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
        },
      );

    // Pointer behaviour, the same in every language: once, in the fallback language.
    if (language !== fallbackLanguage) return;
    test('a social link shows its tooltip on hover', atDesktop, async ({ page }) => {
      await page.goto(pageAt(routes.projects.href(), language));
      await waitForHydration(page);
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
  });
}
