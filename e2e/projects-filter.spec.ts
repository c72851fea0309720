import { siteLanguages } from '../src/content/languages';
import type { Page } from '@playwright/test';
import { skillSlug } from '../src/content/skill-list';
import { skillsSource } from '../content/skills';
import type { Skill } from '../src/content';
import { axeViolations } from './axe';
import { categories, escapeRegExp, fill, globalTexts, projects, projectsTexts } from './content';
import { expect, paired, test, waitForHydration } from './home-fixtures';
import { pageAt, type Language, pairedLanguages, routes } from './site';

// The technologies the projects use, from the content; the one the tests choose is the most used that not every
// project uses, so that choosing it visibly narrows the list.
const skills = skillsSource as Skill[];
const using = (skill: Skill) => projects.filter((project) => project.technologies_used.includes(skill.id));
const offered = skills.filter((skill) => using(skill).length > 0);
const chosen =
  offered
    .filter((skill) => using(skill).length < projects.length)
    .toSorted((a, b) => using(b).length - using(a).length)[0] ?? fail('no technology narrows the list');
const shownProjects = using(chosen);
const tech = `?tech=${skillSlug(chosen)}`;
// A category none of whose projects uses it (in the sample content, a category with no project yet).
const without =
  categories.find((category) => !category.projects.some((p) => p.technologies_used.includes(chosen.id))) ??
  fail('every category has a project that uses the chosen technology');

function fail(message: string): never {
  throw new Error(message);
}

const labelOf = (skill: Skill, language: Language) =>
  typeof skill.label === 'string'
    ? skill.label
    : ((globalTexts[language].skills as Record<string, string>)[
        skill.label.i18nKey.split('.').at(-1) ?? ''
      ] ?? '-');

/** The filter's count, read to screen readers. */
const status = (page: Page) => page.getByRole('main').getByRole('status');
/** The cards' titles, in order. */
const cardTitles = (page: Page) =>
  page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();

for (const language of pairedLanguages) {
  const { filter, labels } = projectsTexts[language];
  const name = labelOf(chosen, language);
  const titles = shownProjects.map((project) => project.title[language]);
  const counted = fill(shownProjects.length === 1 ? filter.results_one : filter.results_other, {
    count: String(shownProjects.length),
    tech: name,
  });
  const filterNav = (page: Page) => page.getByRole('navigation', { name: filter.title });

  test.describe(`technology filter in ${language}`, paired(language), () => {
    // One visit: a shared link to the filtered list, a category through the filtered category links, then the list
    // again, where the visitor chooses the technology by keyboard.
    test('a shared ?tech= link is filtered once hydrated; in a category where no project uses it the page says why; chosen by keyboard, it narrows the cards, goes in the URL and is announced', async ({
      page,
    }) => {
      const all = filterNav(page).getByRole('link', { name: filter.all });

      await test.step('a shared ?tech= link opens unfiltered HTML that the page filters once it has hydrated', async () => {
        const url = pageAt(routes.projects.href(), language) + tech;
        // The prerendered page is the same for every query: every card, no technology chosen.
        const html = await (await page.request.get(url)).text();
        expect(html.match(/<article\b/g)).toHaveLength(projects.length);

        await page.goto(url);
        await waitForHydration(page);
        await expect.poll(() => cardTitles(page)).toEqual(titles);
        await expect(status(page)).toHaveText(counted);
        await expect(filterNav(page).getByRole('link', { name, exact: true })).toHaveAttribute(
          'aria-current',
          'true',
        );
      });

      const categoryNav = page.getByRole('navigation', { name: labels.project_categories });
      await test.step('in a category where no project uses it, the page says so once, and clearing the filter shows the category; a category without projects offers no filter', async () => {
        // The category links keep the filter.
        await categoryNav
          .getByRole('link', { name: new RegExp(`^${escapeRegExp(without.name[language])}`) })
          .click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pageAt(without.path, language) + tech)}$`));
        await expect(page.getByRole('article')).toHaveCount(0);
        const none = fill(filter.results_zero, { tech: name });
        if (without.projects.length === 0) {
          // A category with no project at all is under development, whatever the filter: nothing to filter there.
          await expect(page.getByText(labels.empty_title)).toBeVisible();
          await expect(filterNav(page)).toHaveCount(0);
          await expect(page.getByText(none)).toHaveCount(0);
          // The category links keep the filter: back on the list, still filtered, the visitor clears it there.
          await categoryNav.getByRole('link', { name: labels.show_all, exact: true }).click();
          await expect(status(page)).toHaveText(counted);
          await all.click();
          await expect(page).toHaveURL(
            new RegExp(`${escapeRegExp(pageAt(routes.projects.href(), language))}$`),
          );
          return;
        }
        await expect(status(page)).toHaveText(none);
        await expect(page.getByText(none)).toHaveCount(1);
        // No not-found picture: nothing is missing, the filter is narrow.
        const picture = siteLanguages.find((each) => each.code === language)?.notFoundImage ?? '';
        await expect(page.getByRole('main').locator(`img[src$="${picture}"]`)).toHaveCount(0);
        await page.getByRole('link', { name: filter.clear }).click();
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(pageAt(without.path, language))}$`));
        await expect(page.getByRole('link', { name: filter.clear })).toHaveCount(0);
        await expect(page.getByRole('article')).toHaveCount(without.projects.length);
        await expect(all).toHaveAttribute('aria-current', 'true');
      });

      await test.step('chosen by keyboard, it narrows the cards, goes in the URL and is announced; back restores the list', async () => {
        // Back to the list of every project, unfiltered, by its category link.
        await categoryNav.getByRole('link', { name: labels.show_all, exact: true }).click();
        await expect(page).toHaveURL(
          new RegExp(`${escapeRegExp(pageAt(routes.projects.href(), language))}$`),
        );
        await expect(page.getByRole('article')).toHaveCount(projects.length);
        await expect(all).toHaveAttribute('aria-current', 'true');

        // From "all technologies", Tab moves through the technologies in order, with a visible focus ring.
        await all.focus();
        for (let step = 0; step <= offered.indexOf(chosen); step += 1) await page.keyboard.press('Tab');
        const link = filterNav(page).getByRole('link', { name, exact: true });
        await expect(link).toBeFocused();
        expect(await link.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
        await page.keyboard.press('Enter');

        await expect(page).toHaveURL(
          new RegExp(`${escapeRegExp(pageAt(routes.projects.href(), language) + tech)}$`),
        );
        await expect.poll(() => cardTitles(page)).toEqual(titles);
        await expect(status(page)).toHaveText(counted);
        await expect(link).toHaveAttribute('aria-current', 'true');
        await expect(link).toBeFocused();
        await expect(all).not.toHaveAttribute('aria-current');
        expect(await axeViolations(page)).toEqual([]);

        await page.goBack();
        await expect(page).toHaveURL(
          new RegExp(`${escapeRegExp(pageAt(routes.projects.href(), language))}$`),
        );
        await expect(page.getByRole('article')).toHaveCount(projects.length);
        await expect(all).toHaveAttribute('aria-current', 'true');
        await page.goForward();
        await expect.poll(() => cardTitles(page)).toEqual(titles);
      });
    });
  });
}
