// Without JavaScript (blocked, turned off, or failed to arrive), on a phone: every control shown works, or is not
// shown. The menu opens as its link's target, the language is a link to the page in the other language, every category
// of home's projects is listed, the projects pages' category links lead on. The form is contact-no-js.spec.ts.
import type { Browser } from '@playwright/test';
import { categories, hasVideo, projects, projectsTexts } from './content';
import { chrome, otherLanguage } from './navigation-site';
import { atPhone, expect, pageAt, test, pairedLanguages, routes } from './site';

const phoneWithoutScripts = (browser: Browser) =>
  browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 740 },
    hasTouch: true,
    isMobile: true,
  });

for (const language of pairedLanguages) {
  const text = chrome[language];
  const other = otherLanguage(language);

  test(
    `without JavaScript on a phone: the menu, a section, every category and the other language, in ${language}`,
    atPhone,
    async ({ browser }) => {
      const context = await phoneWithoutScripts(browser);
      const page = await context.newPage();
      await page.goto(pageAt('/', language));
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
      await context.close();
    },
  );

  test(
    `without JavaScript on a phone: the projects pages lead to a category and a project, with no dead control, in ${language}`,
    atPhone,
    async ({ browser }) => {
      const context = await phoneWithoutScripts(browser);
      const page = await context.newPage();
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
      await context.close();
    },
  );
}
