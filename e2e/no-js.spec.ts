// Without JavaScript (blocked, turned off, or failed to arrive), on a phone: every control shown works, or is not
// shown. The menu opens as its link's target, the language is a link to the page in the other language, every category
// of home's projects is listed, the projects pages' category links lead on. The form is contact-no-js.spec.ts.
import type { Browser, Page } from '@playwright/test';
import { categories, fill, hasVideo, projects, projectsTexts } from './content';
import { chrome, otherLanguage } from './navigation-site';
import {
  atPhone,
  expect,
  fallbackLanguage,
  pageAt,
  test,
  pairedLanguages,
  routes,
  type Language,
} from './site';

const phoneWithoutScripts = (browser: Browser) =>
  browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });

const projectsTitle = (language: Language) =>
  `the projects pages lead to a category and a project, with no dead control, in ${language}`;
const homeTitle = (language: Language) =>
  `the menu, a section, every category and the other language, in ${language}`;

/** The projects pages lead to a category and a project, with no dead control. */
async function projectsPages(page: Page, language: Language) {
  const { labels, filter } = projectsTexts[language];
  await page.goto(pageAt(routes.projects.href(), language));
  // The technology filter needs a script: not shown.
  await expect(page.getByRole('navigation', { name: filter.title })).toBeHidden();
  const category = categories.find(({ projects: listed }) => listed.length > 0);
  const project = projects.find(({ categoryId }) => categoryId === category?.id);
  if (!category || !project) throw new Error('the catalogue has no project');
  await page
    .getByRole('navigation', { name: labels.project_categories })
    .getByRole('link', { name: new RegExp(`^${category.name[language]}`) })
    .click();
  await expect(page).toHaveURL(pageAt(category.path, language));
  await page.getByRole('link', { name: project.title[language] }).first().click();
  await expect(page).toHaveURL(pageAt(project.path, language));
  // The carousel's arrows and dots and the videos' play buttons need a script: not shown.
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  // A video plays in the browser's own player instead.
  if (hasVideo(project)) await expect(page.locator('main video[controls]').first()).toBeVisible();
  // Every picture of the carousel is there, a swipe apart, each saying which of how many it is.
  const pictures = project.images.length;
  if (pictures > 1) {
    const slides = page.locator('main [role="group"]');
    await expect(slides).toHaveCount(pictures);
    const last = slides.last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.locator('img')).toBeVisible();
    await expect(last).toContainText(
      fill(labels.slide_label, { index: String(pictures), count: String(pictures) }),
    );
  }
}

/** Home, just loaded at its top in `language`: the menu, a section, every category and the other language. */
async function home(page: Page, language: Language) {
  const text = chrome[language];
  const other = otherLanguage(language);
  const banner = page.getByRole('banner');
  // No button in the header: each would need a script (the theme, the language list, the menu's toggle).
  await expect(banner.getByRole('button')).toHaveCount(0);

  await banner.getByRole('link', { name: text.openMenu }).click();
  const menu = banner.getByRole('navigation', { name: text.main }).filter({ visible: true });
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: text.items.projects }).click();
  await expect(page).toHaveURL(/#projects$/);
  await expect(menu).toBeHidden();

  // Every category with projects is listed under its name; the tabs, which need a script, are not shown.
  await expect(page.getByRole('tablist')).toBeHidden();
  for (const category of categories.filter(({ projects: listed }) => listed.length > 0))
    await expect(page.locator(`[role=tabpanel][data-title="${category.name[language]}"]`)).toBeVisible();

  // The menu opens and closes again where the visitor is.
  await banner.getByRole('link', { name: text.openMenu }).click();
  await expect(menu).toBeVisible();
  await banner.getByRole('link', { name: text.closeMenu }).click();
  await expect(menu).toBeHidden();

  await banner.getByRole('link', { name: chrome[other].label }).click();
  await expect(page).toHaveURL(pageAt('/', other));
  await expect(page.locator('html')).toHaveAttribute('lang', other);
}

// One phone without scripts, through both languages. The fallback language first (an unprefixed address would follow
// a language chosen before it): its projects pages, then its home, whose language link loads the second language's
// home at its top (every page load is a fresh one without scripts), where that language's visit goes on.
test(
  'without JavaScript on a phone, in each language: the projects pages lead to a category and a project, with no dead control; home has the menu, a section, every category and the other language',
  atPhone,
  async ({ browser }) => {
    const context = await phoneWithoutScripts(browser);
    const page = await context.newPage();
    const [first = fallbackLanguage, ...others] = pairedLanguages;

    await test.step(projectsTitle(first), () => projectsPages(page, first));
    await test.step(homeTitle(first), async () => {
      await page.goto(pageAt('/', first));
      await home(page, first);
    });
    for (const language of others) {
      // Where the last language's link led: this language's home (its URL checked there).
      await test.step(homeTitle(language), () => home(page, language));
      await test.step(projectsTitle(language), () => projectsPages(page, language));
    }
    await context.close();
  },
);
