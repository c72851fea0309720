import {
  categories as allCategories,
  documentationTexts,
  emptyCategories as emptyCategoryList,
  fail,
  globalTexts,
  languageEntry,
  leadCategory,
  leadProject,
  projects as allProjects,
} from './content';
import { dependencyLists } from '../src/content/dependencies';
import { detailPath, projects, texts, webCategory } from './projects-content';
import {
  expect,
  noted,
  paired,
  test,
  waitForHydration,
  pageAt,
  pairedLanguages,
  routes,
  testedOnce,
} from './site';

// The pictures of one project of the first category are missing; another project's are there. Two of the first cards
// (near the top, where even lazy pictures load at once).
const [missing, present] = leadCategory.projects.slice(leadCategory.projects.length > 2 ? 1 : 0);

for (const language of pairedLanguages) {
  const { labels, categories, items } = texts[language];
  const l = (key: string): string => {
    const value = labels[key];
    if (!value) throw new Error(`projects.json has no labels.${key}`);
    return value;
  };
  const webName = categories[leadCategory.id]?.name ?? '';
  // The first project whose Markdown has an article (a ## title, its paragraphs and titled lists).
  const withArticle = allProjects.find((project) => documentationTexts[language][project.slug]?.article);

  test.describe(`projects catalogue in ${language}`, paired(language), () => {
    // One visit through the catalogue, a step for each thing it shows: the list, its categories, a category's cards
    // with a missing picture, a project's page, and addresses that lead nowhere. The pages where a picture is missing
    // are loaded afresh (the picture fails before the page has hydrated); the categories are reached by their links.
    test('the catalogue: the list with no category selected, its categories, a missing picture, a project and its article, unknown slugs', async ({
      page,
    }) => {
      // Missing from the start, so that no page of the visit has those pictures from an earlier one; the steps
      // before the one about them look at no picture.
      const missingFolder = (() => {
        const path = missing?.images[0]?.path ?? '/none/';
        return path.slice(0, path.lastIndexOf('/') + 1);
      })();
      if (missing && present)
        await page.route(
          (url) => url.pathname.startsWith(missingFolder),
          (route) => route.fulfill({ status: 404, body: '' }),
        );
      const categoryList = page.getByRole('navigation', { name: l('project_categories') });

      await page.goto(pageAt(routes.projects.href(), language));
      await test.step('the projects list shows the categories and the featured projects, with no category selected', async () => {
        await expect(categoryList.getByRole('link', { name: l('show_all') })).toHaveAttribute(
          'aria-current',
          'page',
        );
        for (const { name } of Object.values(categories)) {
          await expect(categoryList.getByRole('link', { name: new RegExp(`^${name}`) })).not.toHaveAttribute(
            'aria-current',
          );
        }
        await expect(page.getByRole('heading', { level: 2, name: l('featured_projects') })).toBeVisible();
        await expect(page.getByText(l('select_category'))).toBeVisible();
        await expect(page.getByText(l('selected_category'))).toHaveCount(0);
        await expect(page.getByRole('article')).toHaveCount(projects.length);
      });

      await test.step('on the narrowest phone (320 px) each category keeps its count on one line', async () => {
        const size = page.viewportSize() ?? fail('the page has no viewport');
        await page.setViewportSize({ width: 320, height: 640 });
        const counts = categoryList.getByRole('listitem').locator('a > span');
        await expect(counts).toHaveCount(Object.keys(categories).length);
        // A count that wrapped inside its pill ("0 / projects") has one box per line.
        const lines = await counts.evaluateAll((spans) =>
          spans.map((span) => {
            const range = document.createRange();
            range.selectNodeContents(span);
            return `${span.textContent}: ${new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size}`;
          }),
        );
        expect(lines).toEqual(lines.map((line) => line.replace(/\d+$/, '1')));
        await page.setViewportSize(size);
      });

      await waitForHydration(page);
      await test.step('a category with no project says the section is under development', async () => {
        if (emptyCategoryList.length === 0) return noted('every category of the content has projects');
        for (const category of emptyCategoryList) {
          const link = categoryList.getByRole('link', { name: new RegExp(`^${category.name[language]}`) });
          await link.click();
          // Its page, not the one before (another empty category's reads the same).
          await expect(link).toHaveAttribute('aria-current', 'page');
          await expect(page.getByText(l('empty_title'))).toBeVisible();
          await expect(page.getByText(l('empty_message'))).toBeVisible();
          await expect(page.getByRole('article')).toHaveCount(0);
        }
      });

      if (testedOnce(language))
        await test.step('the category links navigate between the list pages', async () => {
          // From the list of every project, where the last step's categories lead back.
          await categoryList.getByRole('link', { name: l('show_all') }).click();
          await expect(page.getByRole('article')).toHaveCount(projects.length);
          // Another category (an empty one, if there is one), then the first one with projects, then its last project.
          const other = emptyCategoryList[0] ?? allCategories.find((category) => category !== leadCategory);
          if (other) {
            await categoryList.getByRole('link', { name: new RegExp(`^${other.name[language]}`) }).click();
            await expect(page).toHaveURL(new RegExp(`${other.path}(\\?|$)`));
            if (other.projects.length === 0) await expect(page.getByText(l('empty_title'))).toBeVisible();
          }
          await categoryList.getByRole('link', { name: new RegExp(`^${webName}`) }).click();
          await expect(page.getByRole('article')).toHaveCount(leadCategory.projects.length);
          const last = leadCategory.projects.at(-1)?.slug ?? '';
          await page.getByRole('link', { name: items[last]?.title }).click();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(items[last]?.title ?? '-');
        });

      const titled = (slug: string) =>
        page
          .getByRole('article')
          .filter({ has: page.getByRole('link', { name: items[slug]?.title, exact: true }) });
      const notFoundImage = languageEntry(language).notFoundImage;

      await page.goto(pageAt(webCategory, language));
      await test.step('a category page shows the selected category, its description and its project cards', async () => {
        await expect(page.getByText(l('selected_category'), { exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: webName })).toBeVisible();
        await expect(page.getByText(categories[leadCategory.id]?.description ?? '-')).toBeVisible();
        const cards = page.getByRole('article');
        await expect(cards).toHaveCount(leadCategory.projects.length);
        for (const project of leadCategory.projects) {
          const card = cards.filter({ has: page.getByRole('link', { name: items[project.slug]?.title }) });
          await expect(card.getByRole('list', { name: l('tech_stack') }).getByRole('listitem')).toHaveCount(
            project.technologies_used.length,
          );
        }
      });

      await test.step('a missing picture shows the 404 image in the visitor language', async () => {
        if (!missing || !present) return noted('the first category has a single project');
        const cover = titled(missing.slug).locator('img');
        await expect(cover).toHaveAttribute('src', notFoundImage);
        await expect
          .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        await expect(titled(present.slug).locator('img')).toHaveAttribute(
          'src',
          present.images[0]?.path ?? '-',
        );

        await page.goto(pageAt(detailPath(missing.slug), language));
        const slide = page
          .getByRole('region', { name: new RegExp(items[missing.slug]?.title ?? '-') })
          .locator('img')
          .first();
        await expect(slide).toHaveAttribute('src', notFoundImage);
      });

      // The template, on the first project; every project's facts and documentation in both languages:
      // src/features/projects/project-pages.test.tsx.
      const project = leadProject;
      if (testedOnce(language))
        await test.step('the detail page shows the facts and documentation of its project', async () => {
          await page.goto(pageAt(detailPath(project.slug), language));
          const text = items[project.slug];
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(text?.title ?? '-');
          await expect(page.getByText(l('project_details'))).toBeVisible();
          await expect(page.getByRole('term').filter({ hasText: l('category') })).toBeVisible();
          await expect(page.getByRole('definition').getByRole('link', { name: webName })).toBeVisible();
          const chips = page.getByRole('definition').getByRole('list', { name: l('tech_stack') });
          await expect(chips.getByRole('listitem')).toHaveCount(project.technologies_used.length);
          const slides = page
            .getByRole('region', { name: new RegExp(text?.title ?? '-') })
            .getByRole('group', { includeHidden: true });
          await expect(slides).toHaveCount(project.images.length);
          // The sections the project has content for; the others have no heading at all.
          const projectLinks = project.links ?? {};
          const sections = {
            documentation: true,
            more_about: true,
            dependencies: true,
            highlighted_features: (project.features ?? []).length > 0,
            relevant_links: Object.values(projectLinks).some(Boolean),
          };
          for (const [key, shown] of Object.entries(sections)) {
            const heading = page.getByRole('heading', { name: l(key), exact: true });
            if (shown) await expect(heading).toBeVisible();
            else await expect(heading).toHaveCount(0);
          }
          const links = page.getByRole('region', { name: l('relevant_links') });
          const expected = (['repository', 'backend_repository', 'frontend_repository'] as const).filter(
            (key) =>
              projectLinks[
                key === 'repository'
                  ? 'repository'
                  : key === 'backend_repository'
                    ? 'backendRepository'
                    : 'frontendRepository'
              ],
          );
          for (const key of expected) {
            await expect(links.getByRole('link', { name: new RegExp(`^${l(key)}`) })).toHaveAttribute(
              'target',
              '_blank',
            );
          }
          const noDependencies = page.getByText(l('no_dependencies'));
          await expect(noDependencies).toHaveCount(dependencyLists(project.dependencies).length > 0 ? 0 : 1);
          for (const feature of Object.values(documentationTexts[language][project.slug]?.features ?? {})) {
            await expect(
              page.getByRole('heading', { level: 4, name: feature.title, exact: true }),
            ).toBeVisible();
            if (feature.caption) await expect(page.getByText(feature.caption)).toBeVisible();
          }
        });

      await test.step('a project with an article shows it: title, paragraphs, contributions and organization', async () => {
        if (!withArticle) return noted('no project documentation has an article');
        const article = documentationTexts[language][withArticle.slug]?.article;
        // The first project's page, if the last step has it open.
        if (!(testedOnce(language) && withArticle === project))
          await page.goto(pageAt(withArticle.path, language));
        for (const title of [article?.title, ...(article?.lists ?? []).map((list) => list.title)]) {
          await expect(page.getByRole('heading', { name: title ?? '-', exact: true })).toBeVisible();
        }
        for (const line of [
          article?.paragraphs ?? [],
          ...(article?.lists ?? []).map((list) => list.items),
        ].flat()) {
          await expect(page.getByText(line, { exact: true })).toBeVisible();
        }
      });

      await test.step('unknown category and project slugs redirect to /not-found in the same language', async () => {
        const elsewhere =
          allCategories.find((category) => category !== leadCategory)?.slug ?? 'no-such-category';
        for (const path of [
          routes.category.href('no-such-category'),
          `/${leadCategory.slug}/no-such-project`,
          `/${elsewhere}/${leadProject.slug}`,
        ]) {
          await page.goto(pageAt(path, language));
          await expect(page).toHaveURL(pageAt('/not-found', language));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(
            globalTexts[language].default.not_found_title,
          );
        }
      });
    });
  });
}
