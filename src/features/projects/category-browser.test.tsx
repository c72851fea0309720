import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findCategory, getCatalogue } from '@/content/catalogue';
import { skills, skillSlug } from '@/content/skill-list';
import { createI18n } from '@/i18n/create-i18n';
import { fallbackLanguage, languages, type Language } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';
import { routesIn } from '@/lib/routes';
import { pluralText } from '@/test/plural-text';
import { renderAt, stubLayout } from '@/test/render';
import { numberText } from '@/i18n/numbers';
import { usePageHeading } from '@/hooks/use-page-heading';
import { CategoryBrowser } from './category-browser';
import { filterSkills, TECH_PARAM } from './filter-projects';
import { notFoundImage } from '@/lib/assets';

beforeAll(stubLayout);

const texts = (language: Language) => resources[language].projects;
const label = (language: Language, skill: (typeof offered)[number]) =>
  typeof skill.label === 'string' ? skill.label : resources[language].global.skills.english;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const catalogue = getCatalogue(resources[fallbackLanguage].projects, fallbackLanguage);
const routes = routesIn(fallbackLanguage);
const offered = filterSkills(catalogue);
const projects = catalogue.flatMap((category) => category.projects);
const uses = (skill: (typeof offered)[number]) =>
  projects.filter((project) => project.technologies_used.includes(skill.id));
// The most used technology that not every project uses: the filter visibly narrows the list.
const chosen =
  offered
    .filter((skill) => uses(skill).length < projects.length)
    .toSorted((a, b) => uses(b).length - uses(a).length)[0] ?? fail('no technology narrows the list');
const chosenProjects = uses(chosen);
const tech = `?${TECH_PARAM}=${skillSlug(chosen)}`;
// A category with projects, none of which uses a technology that others use, if the content has one (with a
// single category of projects it has not); and a category without any project, if the content has one.
const lacking = offered.flatMap((skill) =>
  catalogue
    .filter(
      ({ projects: listed }) =>
        listed.length > 0 && !listed.some((p) => p.technologies_used.includes(skill.id)),
    )
    .map((category) => ({ skill, category })),
)[0];
const bare = catalogue.find((category) => category.projects.length === 0);

function fail(message: string): never {
  throw new Error(message);
}

/** The projects pages as the router shows them, and where the router is. */
function Pages() {
  const table = useRouteTable();
  return (
    <>
      <Routes>
        <Route path={table.projects.path} element={<Page />} />
        <Route path={table.category.path} element={<Page />} />
      </Routes>
      <Where />
    </>
  );
}
function Page() {
  const { categorySlug } = useParams();
  const { language } = useLanguageUrl();
  return (
    <CategoryBrowser
      heading={usePageHeading('projects')}
      selected={findCategory(resources[language].projects, categorySlug, language)}
    />
  );
}
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

const filterNav = (language: Language) =>
  screen.getByRole('navigation', { name: texts(language).filter.title });
const status = () => screen.getByRole('status');
const cardTitles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('the technology filter of the projects pages', () => {
  it('offers every technology a project uses as a link to this page with ?tech=, and all of them as current', () => {
    renderAt(<Pages />, { path: routes.projects.href() });
    const links = within(filterNav(fallbackLanguage)).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      texts(fallbackLanguage).filter.all,
      ...offered.map((skill) => label(fallbackLanguage, skill)),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      routes.projects.href(),
      ...offered.map((skill) => `${routes.projects.href()}?${TECH_PARAM}=${skillSlug(skill)}`),
    ]);
    expect(links[0]).toHaveAttribute('aria-current', 'true');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    expect(status()).toHaveTextContent(/^$/);
  });

  it.each(languages)('in %s, ?tech= narrows the cards, marks the choice and says how many', (language) => {
    renderAt(<Pages />, { path: routesIn(language).projects.href() + tech, language });
    expect(cardTitles()).toEqual(
      chosenProjects.map((p) => (texts(language).items as Record<string, { title: string }>)[p.slug]?.title),
    );
    const current = within(filterNav(language)).getByRole('link', { current: true });
    expect(current).toHaveTextContent(label(language, chosen));
    const { filter } = texts(language);
    expect(status()).toHaveTextContent(
      fill(pluralText(filter, 'results', language, chosenProjects.length), {
        count: numberText(language, chosenProjects.length),
        tech: label(language, chosen),
      }),
    );
  });

  it('says the count in words, with the right plural, in every language', () => {
    for (const language of languages) {
      const { filter } = texts(language);
      // i18next's choice: the `_zero` text for none, else the language's plural category (Intl.PluralRules).
      const i18n = createI18n(language);
      expect(
        [0, 1, 2, 3, 11].map((count) => i18n.t('filter.results', { ns: 'projects', count, tech: 'X' })),
        language,
      ).toEqual(
        [0, 1, 2, 3, 11].map((count) =>
          fill(pluralText(filter, 'results', language, count), { count, tech: 'X' }),
        ),
      );
    }
  });

  it('keeps ?tech= on the category links, whose counts follow the filter', () => {
    renderAt(<Pages />, { path: routes.projects.href() + tech });
    const categoryNav = screen.getByRole('navigation', {
      name: texts(fallbackLanguage).labels.project_categories,
    });
    const links = within(categoryNav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      routes.projects.href() + tech,
      ...catalogue.map((category) => routes.category.href(category.slug) + tech),
    ]);
    catalogue.forEach((category, index) => {
      const count = category.projects.filter((p) => p.technologies_used.includes(chosen.id)).length;
      expect(links[index + 1]).toHaveTextContent(
        fill(pluralText(texts(fallbackLanguage).labels, 'project_count', fallbackLanguage, count), {
          count: numberText(fallbackLanguage, count),
        }),
      );
    });
  });

  const unused = skills.find((skill) => !offered.includes(skill));
  it.each(['no-such-technology', '', ...(unused ? [skillSlug(unused)] : [])])(
    'treats ?tech=%s, which no project uses, as no filter',
    (value) => {
      renderAt(<Pages />, { path: `${routes.projects.href()}?${TECH_PARAM}=${value}` });
      expect(screen.getAllByRole('article')).toHaveLength(projects.length);
      expect(within(filterNav(fallbackLanguage)).getByRole('link', { current: true })).toHaveTextContent(
        texts(fallbackLanguage).filter.all,
      );
      expect(status()).toHaveTextContent(/^$/);
    },
  );

  it.skipIf(!lacking).each(languages)(
    'in %s, a category where no project uses the technology says so once, with no not-found picture, and its clear link shows the category again',
    async (language) => {
      const { skill, category } = lacking ?? fail('no category lacks a technology');
      const none = fill(texts(language).filter.results_zero, { tech: label(language, skill) });
      const { container } = renderAt(<Pages />, {
        path: `${routes.category.href(category.slug)}?${TECH_PARAM}=${skillSlug(skill)}`,
        language,
      });
      const { filter } = texts(language);
      expect(screen.queryAllByRole('article')).toHaveLength(0);
      expect(status()).toHaveTextContent(none);
      expect(screen.getAllByText(none)).toHaveLength(1);
      expect(container.querySelector(`img[src="${notFoundImage[language]}"]`)).toBeNull();
      await userEvent.click(screen.getByRole('link', { name: filter.clear }));
      expect(screen.getByTestId('where')).toHaveTextContent(
        new RegExp(`^${routes.category.href(category.slug)}$`),
      );
      expect(screen.queryByRole('link', { name: filter.clear })).not.toBeInTheDocument();
      expect(screen.queryAllByRole('article')).toHaveLength(category.projects.length);
    },
  );

  it.skipIf(!bare).each(languages)(
    'in %s, a category without any project says it is under development, and offers no filter',
    (language) => {
      const category = bare ?? fail('no category is bare');
      renderAt(<Pages />, { path: routesIn(language).category.href(category.slug) + tech, language });
      const { filter, labels } = texts(language);
      expect(screen.getByText(labels.empty_title)).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: filter.title })).not.toBeInTheDocument();
      expect(
        screen.queryByText(fill(filter.results_zero, { tech: label(language, chosen) })),
      ).not.toBeInTheDocument();
    },
  );

  it('follows the links: a technology, then all of them again, announced each time', async () => {
    renderAt(<Pages />, { path: routes.projects.href() });
    const { filter } = texts(fallbackLanguage);
    await userEvent.click(
      within(filterNav(fallbackLanguage)).getByRole('link', { name: label(fallbackLanguage, chosen) }),
    );
    expect(screen.getByTestId('where')).toHaveTextContent(routes.projects.href() + tech);
    expect(screen.getAllByRole('article')).toHaveLength(chosenProjects.length);
    await userEvent.click(within(filterNav(fallbackLanguage)).getByRole('link', { name: filter.all }));
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${routes.projects.href()}$`));
    expect(screen.getAllByRole('article')).toHaveLength(projects.length);
    expect(status()).toHaveTextContent(fill(filter.all_results_other, { count: projects.length }));
  });

  it('renders no filter on the server, then applies the URL’s after hydrating, without a mismatch', async () => {
    const path = routes.projects.href() + tech;
    const i18n = createI18n(fallbackLanguage);
    const app = (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Pages />
        </MemoryRouter>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.querySelectorAll('article')).toHaveLength(projects.length);

    const onRecoverableError = vi.fn<(error: unknown) => void>();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, app, { onRecoverableError }));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(screen.getAllByRole('article')).toHaveLength(chosenProjects.length);
    act(() => root.unmount());
    container.remove();
  });
});
