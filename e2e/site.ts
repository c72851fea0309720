import { expect, test as base, type Locator, type Page } from '@playwright/test';
import {
  BACK_TO_TOP_ID,
  DOCUMENTATION_ID,
  FOOTER_ID,
  HYDRATED_ATTRIBUTE,
  LANGUAGE_SWITCHER_ID,
  MOBILE_MENU_ID,
} from '../src/lib/constants';
import { builtSiteUrl } from '../build/site-url';
import { withBase } from '../src/lib/base-path';
import { MEASURED_ATTRIBUTE } from '../src/lib/near-parts';
import { localizedPath } from '../src/lib/language-path';
import { matchPage, pathInLanguage } from '../src/lib/page-match';
import { homeAnchors, sitePages, type RouteId } from '../src/lib/routes';
import {
  categories,
  eachLanguage,
  fail,
  fallbackLanguage,
  globalTexts,
  homeHeading,
  profile,
  projects,
  projectsTexts,
  routes,
  secondLanguage,
  type Language,
} from './content';

export { fallbackLanguage, languages, routes, type Language } from './content';

/**
 * Where a test runs (playwright.config.ts picks by tag): at one width when the other shows nothing more, so that a
 * behaviour is tested once. `@desktop` for what does not depend on the width, `@phone` for touch and the mobile menu.
 */
export const atDesktop = { tag: '@desktop' };
export const atPhone = { tag: '@phone' };
/**
 * A test that needs every language and both widths: the fallback language (the sample's English) at 1280 px, the
 * others (its Spanish) at 375 px (the longer texts on the narrower screen). Axe and the page-width check run every
 * language at every width instead.
 */
export const paired = (language: Language) => (language === fallbackLanguage ? atDesktop : atPhone);
/**
 * The languages a behaviour is tested in, each with `paired`: the fallback and the second in the list. A third language
 * runs the same code over other words: its pages are checked in the raw HTML and metadata (the `api` project), by axe
 * in turn, for width on a desktop, and at 375 px on every page by the pass over the owner's build.
 */
export const pairedLanguages: readonly Language[] = [...new Set([fallbackLanguage, secondLanguage])];
/**
 * Whether a behaviour of `pairedLanguages` that neither the words nor the width change is declared in `language`: once,
 * in the fallback language at 1280 px, not again in the second at 375 px (a browser test costs 2-12 s on two busy
 * cores). Behaviours whose words or layout differ (wrapping, the mobile menu, touch, what is on screen) run in both.
 */
export const testedOnce = (language: Language) => language === fallbackLanguage;

const categoriesHeading = eachLanguage((language) => projectsTexts[language].labels.project_categories);

/** The heading a visitor sees on each route's pages, per language: from the content. */
const headingOf: Record<RouteId, (path: string) => Record<Language, string>> = {
  home: () => homeHeading,
  projects: () => categoriesHeading,
  projectsPage: () => categoriesHeading,
  // The résumé: the owner's name heads it in every language.
  resume: () => eachLanguage(() => profile.name),
  category: () => categoriesHeading,
  categoryPage: () => categoriesHeading,
  project: (path) =>
    projects.find((project) => project.path === path)?.title ?? fail(`no project at ${path}`),
  notFound: () => eachLanguage((language) => globalTexts[language].default.not_found_title),
  // The blog's pages are each language's own: e2e/blog.spec.ts lists them from the posts.
  blog: () => fail('not a page of every language'),
  blogPage: () => fail('not a page of every language'),
  tag: () => fail('not a page of every language'),
  tagPage: () => fail('not a page of every language'),
  post: () => fail('not a page of every language'),
};

/**
 * Every page of the site in every language (the route table's, from the content) at its path in the fallback
 * language's URLs, with the heading a visitor sees there, per language. The blog's, which a language has only with
 * posts, are e2e/blog.spec.ts's.
 */
export const pages: { path: string; heading: Record<Language, string> }[] = sitePages(routes, {
  categories: categories.map(({ slug }) => slug),
  projects: projects.map(({ categorySlug, slug }) => ({ categorySlug, projectSlug: slug })),
  posts: [],
}).map(({ id, path }) => ({ path, heading: headingOf[id](path) }));

/** The template a page is an instance of (its route): pages of one template run the same code over other content. */
export const templateOf = (path: string): RouteId => matchPage(path, fallbackLanguage)?.kind ?? 'notFound';

/**
 * One page of each template, the first of its kind in `pages`: what the browser checks that depend on the code rather
 * than on the content run on (each page's content is checked at build, and its HTML and links on every page).
 */
export const templatePages = pages.filter(
  (page, index) => pages.findIndex((other) => templateOf(other.path) === templateOf(page.path)) === index,
);

/** A page whose console errors, hydration warnings and uncaught exceptions fail the test. */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
    expect(problems, 'console errors or hydration warnings').toEqual([]);
  },
});

/**
 * The parts of the pages that hydrate after the rest, each when it is near the screen or at the visitor's first move
 * (`deferredPart` in src/boot/lazy-part.tsx): home's sections, a project's documentation, the footer, and the
 * header's language switcher and menu and the back-to-top link.
 */
const deferredPartIds = [
  ...homeAnchors,
  DOCUMENTATION_ID,
  FOOTER_ID,
  LANGUAGE_SWITCHER_ID,
  MOBILE_MENU_ID,
  BACK_TO_TOP_ID,
];

/** What the app itself marks (never React's private fields): `<html>` once the page is React's, each part once it is. */
const marks = { attribute: HYDRATED_ATTRIBUTE, deferredPartIds };

/**
 * Waits until the app has taken over the whole page, deferred parts included: `<html>` carries the app's mark and so
 * does every deferred part on the page. Those hydrate at the visitor's first move, so this sends the window a scroll
 * event (the page stays put).
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(({ attribute, deferredPartIds: ids }) => {
    window.dispatchEvent(new Event('scroll'));
    if (!document.documentElement.hasAttribute(attribute)) return false;
    return ids.every((id) => document.getElementById(id)?.hasAttribute(attribute) ?? true);
  }, marks);
}

/** Whether the app has the element: the page is hydrated and the element is in no deferred part still waiting. */
export const isHydrated = (locator: Locator) =>
  locator.evaluate(
    (element, { attribute, deferredPartIds: ids }) =>
      document.documentElement.hasAttribute(attribute) &&
      !ids.some((id) => {
        const owner = document.getElementById(id);
        return owner?.contains(element) && !owner.hasAttribute(attribute);
      }),
    marks,
  );

/**
 * Waits until the page's entrances (animations and transitions of 2 s at most) have run: what a visitor reads or
 * tabs to once a panel has come in. A longer or endless one (a toast's timer bar, a blinking caret) is the steady
 * state.
 */
export async function waitForEntrances(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const { endTime } = animation.effect?.getComputedTiming() ?? {};
      return animation.playState !== 'running' || Number(endTime) > 2000;
    }),
  );
}

/**
 * A step of a journey that the content gives nothing to check (no video, a single picture): noted on the test as a
 * skip, as `test.skip` noted the test the step once was.
 */
export const noted = (description: string) => {
  test.info().annotations.push({ type: 'skip', description });
};

export { expect };

/**
 * How far a page's height may move from before the visitor scrolls to its height once every block has rendered
 * (issue 61: the home page grew by half under the visitor's thumb).
 */
export const MAX_HEIGHT_CHANGE = 0.1;

/**
 * The page's height before the visitor has scrolled, once the app has laid out the blocks below the screen in idle
 * time (src/lib/near-parts.ts: about 1.5 s after the navigation on a phone four times slower than this machine).
 */
export async function heightBeforeScrolling(page: Page) {
  await page.locator(`html[${MEASURED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  return page.evaluate(() => document.documentElement.scrollHeight);
}

/**
 * A page's URL in a language, from its path in the fallback language's URLs (`routes`): the path itself in the
 * fallback language; in another, the same page by its route and parameters in that language's URL words and category
 * slugs, under its prefix (src/lib/page-match.ts, language-path.ts: the sample's `/proyectos` is `/es/proyectos` in
 * Spanish, `/#contact` `/es/#contact`).
 */
export function pageAt(url: string, language: Language): string {
  const split = url.search(/[?#]/);
  const path = split < 0 ? url : url.slice(0, split);
  const there = pathInLanguage(path, fallbackLanguage, language);
  return inSite(localizedPath(there, language)) + (split < 0 ? '' : url.slice(split));
}

/** The folder the build was made for (`/`, or `/portfolio/` for a GitHub Pages project site: build/site-url.ts). */
export const { base: siteFolder } = builtSiteUrl();

/** A path of the site (`/sitemap.xml`) at its URL on the test server, in the site's folder. */
export const inSite = (path: string) => withBase(path, siteFolder);
