import type { Page, TestInfo } from '@playwright/test';
import { siteLanguages } from '../src/content/languages';
import { secondaryNavItems } from '../src/content/navigation';
import { routesIn } from '../src/lib/routes';
import {
  eachLanguage,
  fallbackLanguage,
  escapeRegExp,
  fill,
  globalTexts,
  homeHeading,
  languages,
  leadCategory,
  ownerName,
  postsOf,
  profile,
} from './content';
import { expect, isHydrated, type Language } from './site';

/** The footer's copyright line, any year. */
const copyrightOf = (language: Language) =>
  new RegExp(
    `^${escapeRegExp(
      fill(globalTexts[language].footer.copyright, { name: ownerName, year: '{{year}}' }),
    ).replace(escapeRegExp('{{year}}'), () => '\\d{4}')}$`,
  );

/** What a visitor reads in the site's chrome, per language: from the texts, so that an owner's own words keep it. */
export const chrome = eachLanguage((language) => {
  const { navbar, footer, skip_link, social } = globalTexts[language];
  const label = siteLanguages.find(({ code }) => code === language)?.label ?? language;
  return {
    items: { home: navbar.home, skills: navbar.skills, projects: navbar.projects, aboutMe: navbar.aboutMe },
    /** The second menu's links, as src/content/navigation.ts lists them, and where each leads (fallback's words). */
    secondary: secondaryNavItems(routesIn(fallbackLanguage), postsOf(language).length > 0).map(
      ({ name, url }) => ({
        name: navbar[name as keyof typeof navbar],
        url,
      }),
    ),
    /** The blog's link in the second menu (where the language has posts). */
    blog: navbar.blog,
    contact: navbar.contact_me,
    main: navbar.main_label,
    skip: skip_link,
    backToTop: navbar.back_to_top,
    openMenu: navbar.open_menu,
    closeMenu: navbar.close_menu,
    languageButton: fill(navbar.language_button, { language: label }),
    search: navbar.language_search,
    languages: navbar.language_list,
    notFound: navbar.language_not_found,
    label,
    socialLabel: footer.social_label,
    /** The owner's social profiles, each named by its network's name in the language. */
    socials: profile.socials.map(({ id, href }) => ({
      name: (social as Record<string, string>)[id] ?? id,
      href,
    })),
    copyright: copyrightOf(language),
    builtWith: footer.built_with,
    logo: fill(navbar.logo_label, { name: ownerName }),
    heading: homeHeading[language],
    category: leadCategory.name[language],
  };
});

/** Another language of the site than `language`: the next one in the list, for a switch to go to. */
export const otherLanguage = (language: Language): Language =>
  languages[(languages.indexOf(language) + 1) % languages.length] ?? language;

/** Switches the page from `from` to `to` with the header's language list, as a visitor does. */
export async function pickLanguage(page: Page, from: Language, to: Language) {
  await page.getByRole('banner').getByRole('button', { name: chrome[from].languageButton }).click();
  await page.getByRole('option', { name: chrome[to].label }).click();
}

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone-375';

/** Marks the loaded document, so that a test can tell an in-page navigation from a fresh page load. */
export async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { navigationMarker: true }));
}

export async function documentWasKept(page: Page) {
  return page.evaluate(() => 'navigationMarker' in window);
}

/** Scrolls at once (the site scrolls smoothly otherwise) and waits for the page to be there. */
export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  // Polled with a limit of its own, so that a page that moves the scroll on (it once hung a journey for its whole
  // three minutes, unexplained) fails here saying where it went.
  await expect
    .poll(() => page.evaluate(() => Math.round(window.scrollY)), {
      message: `the page stays at ${y} px once scrolled there`,
      timeout: 10_000,
    })
    .toBe(y);
}

/** Waits for the first screen to be interactive: the banner's language button is React's. */
export async function waitForFirstScreen(page: Page, language: Language) {
  const button = page.getByRole('banner').getByRole('button', { name: chrome[language].languageButton });
  await expect.poll(() => isHydrated(button)).toBe(true);
  await page.waitForLoadState('networkidle');
}
