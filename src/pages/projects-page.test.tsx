import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { skillSlug, skills } from '@/content/skill-list';
import { fallbackLanguage, languages, type Language } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { projectsPerPage } from '@/content/site-settings';
import { routesIn } from '@/lib/routes';
import { titlesOf } from '@/test/paged-catalogue';
import { renderAt, stubLayout } from '@/test/render';
import { TECH_PARAM } from '@/features/projects/filter-projects';
import { numberText } from '@/i18n/numbers';
import { Component as ProjectsPage } from './projects-page';

// The tests' own catalogue, longer than a page, in every language.
vi.mock('@/content/catalogue', async (importActual) =>
  (await import('@/test/paged-catalogue')).withPagedCatalogue(await importActual<object>()),
);

beforeAll(stubLayout);

const NOT_FOUND = 'the not-found page';
const routes = routesIn(fallbackLanguage);
const { labels } = resources[fallbackLanguage].projects;
const fill = (text: string, n: number | string) => text.replace('{{n}}', String(n));

/** The list pages as the router shows them, and the not-found page. */
function renderPage(path: string, language: Language = fallbackLanguage) {
  const list = ['projects', 'projectsPage', 'category', 'categoryPage'] as const;
  const table = routesIn(language);
  return renderAt(
    <Routes>
      {list.map((id) => (
        <Route key={id} path={table[id].path} element={<ProjectsPage />} />
      ))}
      <Route path={table.notFound.path} element={<p>{NOT_FOUND}</p>} />
    </Routes>,
    { path, language },
  );
}

const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
/** The category headings of an "all projects" page's cards. */
const headings = () =>
  screen
    .getAllByRole('heading', { level: 3 })
    .filter((heading) => heading.id.startsWith('featured-'))
    .map((heading) => heading.textContent);
const pager = (language: Language = fallbackLanguage) =>
  screen.getByRole('navigation', { name: resources[language].projects.labels.pagination });

describe('the numbered pages of the projects lists', () => {
  it.each(languages)("in %s, a category's page 2 shows the cards after the first page's", (language) => {
    renderPage(routesIn(language).categoryPage.href('alpha', 2), language);
    expect(cardTitles()).toEqual(titlesOf('alpha', projectsPerPage + 1, projectsPerPage + 2));
    const { labels: texts } = resources[language].projects;
    expect(within(pager(language)).getByRole('link', { current: 'page' })).toHaveAccessibleName(
      fill(texts.page_n, numberText(language, 2)),
    );
    expect(within(pager(language)).getByRole('link', { name: texts.previous_page })).toHaveAttribute(
      'href',
      routesIn(language).category.href('alpha'),
    );
    // The category stays the current one of the category list.
    expect(screen.getByRole('link', { name: /^Alpha/, current: 'page' })).toBeInTheDocument();
  });

  it("shows a category's first page at its own URL, with a link to the next", () => {
    renderPage(routes.category.href('alpha'));
    expect(cardTitles()).toEqual(titlesOf('alpha', 1, projectsPerPage));
    expect(within(pager()).getByRole('link', { name: labels.next_page })).toHaveAttribute(
      'href',
      routes.categoryPage.href('alpha', 2),
    );
  });

  it('shows no pager for a list of one page', () => {
    renderPage(routes.category.href('beta'));
    expect(cardTitles()).toEqual(titlesOf('beta', 1, 3));
    expect(screen.queryByRole('navigation', { name: labels.pagination })).not.toBeInTheDocument();
  });

  it('cuts all projects into pages in order, each under the headings of its categories', () => {
    const { unmount } = renderPage(routes.projects.href());
    expect(cardTitles()).toEqual(titlesOf('alpha', 1, projectsPerPage));
    expect(headings()).toEqual(['Alpha']);
    unmount();
    renderPage(routes.projectsPage.href(2));
    expect(cardTitles()).toEqual([
      ...titlesOf('alpha', projectsPerPage + 1, projectsPerPage + 2),
      ...titlesOf('beta', 1, 3),
    ]);
    expect(headings()).toEqual(['Alpha', 'Beta']);
    expect(screen.getByRole('link', { name: labels.show_all, current: 'page' })).toBeInTheDocument();
  });

  it('reads pagina/{n} as one crumb of the breadcrumb', () => {
    renderPage(routes.categoryPage.href('alpha', 2));
    const crumbs = within(
      screen.getByRole('navigation', { name: resources[fallbackLanguage].global.breadcrumb.label }),
    );
    expect(crumbs.getAllByRole('listitem').map((item) => item.textContent?.replace('/', ''))).toEqual([
      resources[fallbackLanguage].global.breadcrumb.home,
      resources[fallbackLanguage].global.breadcrumb.proyectos,
      'Alpha',
      fill(labels.page_n, 2),
    ]);
  });

  it('shows every project of a chosen technology and no pager, whatever the page', () => {
    const [skill] = skills;
    if (!skill) throw new Error('the content has no skill');
    renderPage(`${routes.projectsPage.href(2)}?${TECH_PARAM}=${skillSlug(skill)}`);
    expect(cardTitles()).toEqual(titlesOf('alpha', 1, projectsPerPage + 2));
    expect(screen.queryByRole('navigation', { name: labels.pagination })).not.toBeInTheDocument();
  });

  it.each([
    routes.projectsPage.href(3),
    routes.projectsPage.href(1),
    routes.projectsPage.href(0),
    routes.projectsPage.href('02'),
    routes.projectsPage.href('two'),
    routes.categoryPage.href('alpha', 3),
    routes.categoryPage.href('beta', 2),
    routes.categoryPage.href('nope', 2),
  ])('sends %s, a page the list has not, to the not-found page', (path) => {
    renderPage(path);
    expect(screen.getByText(NOT_FOUND)).toBeInTheDocument();
  });
});
