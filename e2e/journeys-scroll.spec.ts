// Scroll journeys: every way a visitor moves within or between pages lands where it says, on the first try, at one
// width of each layout (e2e/scroll-probes.ts), with and without smooth scrolling; history gives back the place and the
// projects tab; the floating back-to-top link never sits on a control or on the end of the page. Journeys that set
// their own viewport run in the desktop project only (one test per width).
import type { Page } from '@playwright/test';
import { DESKTOP_NAV_MEDIA_QUERY } from '../src/lib/constants';
import { chunkOf } from './failing-downloads';
import { chrome } from './navigation-site';
import { categories, texts } from './home-fixtures';
import { fallbackLanguage, hasVideo, secondLanguage } from './content';
import { detailPath, projects, texts as catalogueTexts } from './projects-content';
import {
  expectLanding,
  restingY,
  scrollToEnd,
  seen,
  underBackToTop,
  viewports,
  waitForApp,
} from './scroll-probes';
import {
  atDesktop,
  atPhone,
  expect,
  isHydrated,
  languages,
  heightBeforeScrolling,
  MAX_HEIGHT_CHANGE,
  test,
  type Language,
  pageAt,
  routes,
} from './site';
import { throttleLikeSlowPhone } from './slow-phone';

const motions = ['reduce', 'no-preference'] as const;
type Motion = (typeof motions)[number];
const motionName = (motion: Motion) => (motion === 'reduce' ? 'reduced motion' : 'smooth scrolling');
/**
 * Smooth scrolling, where a landing can go wrong, at each width (a test each, so that the two workers share them);
 * reduced motion (an instant jump to the place the smooth runs reach at every width) at the narrowest, where the
 * navbar and the mobile menu are both in play. `index` picks the language of the width.
 */
const journeys = [
  ...viewports.map((viewport, index) => ({ motion: 'no-preference' as Motion, viewport, index })),
  ...viewports.slice(0, 1).map((viewport) => ({ motion: 'reduce' as Motion, viewport, index: 1 })),
];
const sizeOf = ({ width, height }: (typeof viewports)[number]) => `${width}x${height}`;

test.beforeEach(({ problems }) => {
  // Requested here so that every test below fails on a console error or hydration warning: the fixture listens from
  // now on and checks what it heard when the test ends (see e2e/site.ts). Tests tagged atDesktop set their own
  // viewports: one project runs them.
  void problems;
});

/** The `index`th language of the site, going round the list: the journeys over many widths take one a width. */
const languageAt = (index: number): Language => languages[index % languages.length] ?? fallbackLanguage;

/** Follows a link of the header: from the navbar where it shows, else from the mobile menu. */
async function followHeaderLink(page: Page, name: string, language: Language) {
  const link = page.getByRole('banner').getByRole('link', { name, exact: true }).filter({ visible: true });
  if ((await link.count()) === 0) {
    await page.getByRole('button', { name: texts[language].navbar.open_menu }).click();
  }
  await link.click();
}

for (const { motion, viewport, index } of journeys) {
  test(
    `the navbar's and the menu's About Me and CONTACT ME land under the navbar, first try, at ${sizeOf(viewport)} (${motionName(motion)})`,
    atDesktop,
    async ({ page }) => {
      const t = texts[fallbackLanguage].navbar;
      await page.emulateMedia({ reducedMotion: motion });
      await page.setViewportSize(viewport);
      for (const [id, name] of [
        ['aboutMe', t.aboutMe],
        ['contact', t.contact_me],
      ] as const) {
        // A fresh page each time: the sections below the fold have not been laid out yet, as on a first visit.
        await page.goto(pageAt('/', fallbackLanguage));
        await waitForApp(page);
        const desktopNav = await page.evaluate((query) => matchMedia(query).matches, DESKTOP_NAV_MEDIA_QUERY);
        await followHeaderLink(page, name, fallbackLanguage);
        const where = desktopNav || id === 'contact' ? 'the header' : 'the menu';
        await expectLanding(page, id, `${name} from ${where} at ${sizeOf(viewport)}`);
      }
    },
  );

  test(
    `a URL opened with #contact or #aboutMe lands under the navbar at ${sizeOf(viewport)} (${motionName(motion)})`,
    atDesktop,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: motion });
      await page.setViewportSize(viewport);
      // The site's languages in turn, a width each.
      const language = languageAt(index);
      for (const id of ['contact', 'aboutMe']) {
        // From elsewhere, so that the page loads afresh: from the same page a new fragment only moves within it.
        await page.goto('about:blank');
        await page.goto(pageAt(`/#${id}`, language));
        await waitForApp(page);
        await expectLanding(page, id, `/#${id} (${language}) at ${sizeOf(viewport)}`);
      }
    },
  );
}

test('a link clicked before the app has started lands under the navbar', atDesktop, async ({ page }) => {
  test.setTimeout(180_000);
  await throttleLikeSlowPhone(page);
  const t = texts[secondLanguage].navbar;
  for (const [id, name] of [
    ['aboutMe', t.aboutMe],
    ['contact', t.contact_me],
  ] as const) {
    await page.goto(pageAt('/', secondLanguage), { waitUntil: 'commit' });
    // The prerendered link, clicked as soon as it shows: the browser follows it before the app's code has arrived.
    await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
    await waitForApp(page, 30_000);
    await expectLanding(page, id, `${name} clicked before the app started`);
  }
});

test('coming to /#aboutMe from /proyectos lands under the navbar, even when a section above arrives last', async ({
  page,
}) => {
  // The sections above About Me arrive after it: the place moves down by their height once they render.
  const later = [
    chunkOf('src/features/skills/skills-section.tsx'),
    chunkOf('src/features/projects/projects-section.tsx'),
  ];
  for (const motion of motions) {
    await page.emulateMedia({ reducedMotion: motion });
    // A fresh projects page: none of the home page's code has loaded yet.
    await page.goto(routes.projects.href());
    await waitForApp(page);
    const aboutShown = page.locator('#aboutMe').waitFor({ state: 'attached' });
    await page.route(
      (url) => later.includes(url.pathname),
      async (route) => {
        await aboutShown;
        await route.continue();
      },
    );
    // No link of an inner page leads to a home anchor, so history does: an entry for /#aboutMe behind this page's,
    // as when the visitor came from it, and Back.
    await page.evaluate((here) => {
      window.history.pushState(null, '', '/#aboutMe');
      window.history.pushState(null, '', here);
      window.history.back();
    }, routes.projects.href());
    await expectLanding(page, 'aboutMe', `${routes.projects.href()} to /#aboutMe (${motionName(motion)})`);
    // A request still held (a chunk asked for twice) is let go before the next visit: unrouting without waiting
    // would answer it for the handler, which then fails on answering it again.
    await page.unrouteAll({ behavior: 'wait' });
  }
});

/** The tab of category `name`, and whether it is the selected one. */
const tabOf = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

test('back from a project gives home back its scroll position and its tab, and forward and back again too', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const language = fallbackLanguage;
  const t = texts[language];
  const shown = categories(language);
  // A category with projects to open (the last such tab), and the last tab, to change to in between.
  const withProjects = shown.filter((category) => category.count > 0).at(-1);
  const last = shown.at(-1);
  if (!withProjects || !last) throw new Error('the catalogue has no project');
  const project = projects.find((candidate) => candidate.categorySlug === withProjects.slug);
  if (!project) throw new Error(`no project in ${withProjects.slug}`);

  await page.goto(pageAt('/', language));
  await waitForApp(page);
  await page.locator('#projects').scrollIntoViewIfNeeded();
  await expect(page.locator('#projects')).toHaveAttribute('data-hydrated', '', { timeout: 20_000 });
  await tabOf(page, withProjects.name).click();
  const title = catalogueTexts[language].items[project.slug]?.title ?? project.slug;
  const card = page.getByRole('tabpanel').getByRole('link', { name: title });
  await card.scrollIntoViewIfNeeded();
  // A little further down, so that the place to restore is not the one the click itself would scroll to.
  await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }));
  // Measured on the card's list item: the card itself lifts under a hovering pointer.
  const item = card.locator('xpath=ancestor::li[1]');
  const left = await seen(page, item);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${project.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });

  const banner = page.getByRole('heading', { level: 1, name: new RegExp(t.hero.greeting) });
  await page.goBack();
  await expect(banner).toBeAttached();
  await expect.poll(() => seen(page, item), { message: 'home after Back', timeout: 20_000 }).toEqual(left);
  await expect(tabOf(page, withProjects.name)).toHaveAttribute('aria-selected', 'true');

  // Another tab and another place, then forward to the project and back again.
  await tabOf(page, last.name).click();
  const about = page.getByRole('heading', { name: t.sections.about_title });
  await about.scrollIntoViewIfNeeded();
  const second = await seen(page, about);
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => restingY(page), { message: 'the project page after Forward', timeout: 20_000 })
    .toBe(0);
  await page.goBack();
  await expect(banner).toBeAttached();
  await expect
    .poll(() => seen(page, about), { message: 'home after Back again', timeout: 20_000 })
    .toEqual(second);
  await expect(tabOf(page, last.name)).toHaveAttribute('aria-selected', 'true');
});

// Issue 50: the page opened at a shared #link, or left after the skip link, came back at its section on Back.
for (const start of ['a shared #skills link', 'the skip link'] as const)
  test(
    `back to the page opened with ${start} gives back where the visitor left it, not the section`,
    start === 'the skip link' ? atDesktop : atPhone,
    async ({ page }) => {
      const language = secondLanguage ?? fallbackLanguage;
      const first = categories(language).find((category) => category.count > 0);
      const project = projects.find((candidate) => candidate.categorySlug === first?.slug);
      if (!first || !project) throw new Error('the catalogue has no project');
      if (start === 'the skip link') {
        await page.goto(pageAt('/', language));
        await waitForApp(page);
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: chrome[language].skip })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/#content$/);
      } else {
        await page.goto(`${pageAt('/', language)}#skills`);
        await waitForApp(page);
      }
      const title = catalogueTexts[language].items[project.slug]?.title ?? project.slug;
      const card = page.getByRole('tabpanel').getByRole('link', { name: title });
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy({ top: 200, behavior: 'instant' }));
      // The projects section hydrates at the first scroll: a card clicked before is a link the browser follows,
      // a new document (held taps are the early-taps journeys'), not the router's navigation under test here.
      await expect.poll(() => isHydrated(card), 'the card, hydrated').toBe(true);
      // Where the page is when the visitor taps (the click may first bring the card wholly into view).
      await page.evaluate(() =>
        addEventListener(
          'click',
          () => document.documentElement.setAttribute('data-left-at', String(scrollY)),
          {
            capture: true,
            once: true,
          },
        ),
      );
      await card.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      const left = Number(await page.locator('html').getAttribute('data-left-at'));
      expect(left).toBeGreaterThan(0);
      await page.goBack();
      await expect
        .poll(() => restingY(page), { message: 'home after Back', timeout: 20_000 })
        .toBeCloseTo(left, 0);
    },
  );

for (const [index, viewport] of viewports.entries())
  test(
    `the page keeps its height, and a back-to-top link is there past the first screen, covering no control nor word, and rests above the footer at the end, at ${sizeOf(viewport)}`,
    atDesktop,
    async ({ page, context, baseURL }) => {
      test.setTimeout(180_000);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const video = projects.find(hasVideo) ?? projects[0];
      const paths = ['/', routes.projects.href(), detailPath(video?.slug ?? '')];
      await page.setViewportSize(viewport);
      // The site's languages in turn, a width each, starting from another than the landing journeys'.
      const language = languageAt(index + 1);
      // The one shown: the navbar's below 1280 px, or the floating one beside the page's column or at rest.
      const link = page.getByRole('link', { name: texts[language].navbar.back_to_top });
      // The language visited last is the visitor's choice, which a URL of the fallback language would follow to the
      // language of that choice.
      await context.addCookies([{ name: 'i18next', value: language, url: baseURL ?? '' }]);
      for (const path of paths) {
        await page.goto(pageAt(path, language));
        await waitForApp(page);
        const height = await heightBeforeScrolling(page);
        const end = height - viewport.height;
        // Every resting place, three quarters of a screen apart, then the very end.
        for (let y = viewport.height; y < end; y += Math.round(viewport.height * 0.75)) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
          await expect
            .poll(() => underBackToTop(link), {
              message: `${path} (${language}) at ${sizeOf(viewport)}, scrollY ${y}`,
              timeout: 5_000,
            })
            .toBe('clear');
        }
        await scrollToEnd(page);
        // The page had its height before the scroll (within a tenth), so the end stayed where it was seen.
        const rendered = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(
          Math.abs(rendered - height) / rendered,
          `${path} (${language}) at ${sizeOf(viewport)}: ${height} px at load, ${rendered} px at the end`,
        ).toBeLessThanOrEqual(MAX_HEIGHT_CHANGE);
        await expect
          .poll(() => underBackToTop(link), {
            message: `the end of ${path} (${language}) at ${sizeOf(viewport)}`,
            timeout: 5_000,
          })
          .toBe('clear');
        // There, the floating link, at rest above the footer.
        const footerTop = await page
          .getByRole('contentinfo')
          .evaluate((footer) => footer.getBoundingClientRect().top);
        const rest = await link.evaluate((element) => ({
          floating: element.closest('header') === null,
          bottom: element.getBoundingClientRect().bottom,
        }));
        expect(rest.floating, `the end of ${path}`).toBe(true);
        expect(rest.bottom, `the end of ${path}`).toBeLessThanOrEqual(footerTop);
      }
    },
  );
