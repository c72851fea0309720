import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '@/content';
import { languages, fallbackLanguage, type Language } from '@/i18n/languages';
import { numberText } from '@/i18n/numbers';
import { resources } from '@/i18n/resources';
import { routesIn } from '@/lib/routes';
import { renderAt } from '@/test/render';
import { Breadcrumb } from './breadcrumb';

/** A catalogue of the tests' own, in every language: one category named in Latin letters, one in Arabic. */
const catalogue: Category[] = [
  {
    id: 'web',
    category: 'Web apps',
    description: 'Apps for the browser.',
    slug: 'web',
    projects: [
      { title: 'Shop', short_description: 'A shop.', slug: 'shop', technologies_used: [], images: [] },
    ],
  },
  { id: 'arabic', category: 'تطبيقات', description: 'Apps.', slug: 'apps', projects: [] },
];
vi.mock('@/content/catalogue', async (importActual) => ({
  ...(await importActual<object>()),
  findCategory: (_texts: unknown, slug: string | undefined) =>
    catalogue.find((category) => category.slug === slug),
}));

/** The breadcrumb at `path`: each crumb's words, and its link (none for the current page, the last). */
function crumbsAt(path: string, language: Language) {
  cleanup();
  renderAt(<Breadcrumb />, { path, language });
  const nav = screen.getByRole('navigation', { name: resources[language].global.breadcrumb.label });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return [item.textContent?.replace(/^\//, ''), link?.getAttribute('href') ?? 'current'];
    });
}

describe.each(languages)('the breadcrumb in %s', (language) => {
  const routes = routesIn(language);
  const { breadcrumb } = resources[language].global;
  const home = [breadcrumb.home, routes.home.href()];
  const projects = [breadcrumb.proyectos, routes.projects.href()];
  const pageN = (n: number) =>
    resources[language].projects.labels.page_n.replace('{{n}}', numberText(language, n));

  it('names the projects list, under home', () => {
    expect(crumbsAt(routes.projects.href(), language)).toEqual([home, [breadcrumb.proyectos, 'current']]);
  });

  it('names a category by its name and a project by its title, each under its parent', () => {
    expect(crumbsAt(routes.category.href('web'), language)).toEqual([
      home,
      projects,
      ['Web apps', 'current'],
    ]);
    // A project's path is not under the list's: one crumb per segment.
    expect(crumbsAt(routes.project.href('web', 'shop'), language)).toEqual([
      home,
      ['Web apps', routes.category.href('web')],
      ['Shop', 'current'],
    ]);
  });

  it('ends a numbered list page with one crumb for its number, under its list', () => {
    expect(crumbsAt(routes.projectsPage.href(2), language)).toEqual([home, projects, [pageN(2), 'current']]);
    expect(crumbsAt(routes.categoryPage.href('web', 3), language)).toEqual([
      home,
      projects,
      ['Web apps', routes.category.href('web')],
      [pageN(3), 'current'],
    ]);
  });

  it('names the résumé, under home', () => {
    expect(crumbsAt(routes.resume.href(), language)).toEqual([home, [breadcrumb.resume, 'current']]);
  });

  it('names an unknown slug by itself', () => {
    expect(crumbsAt(routes.project.href('web', 'no-such-project'), language).at(-1)).toEqual([
      'no-such-project',
      'current',
    ]);
  });
});

describe('the breadcrumb and writing direction', () => {
  it('sets a right-to-left name apart from the crumbs around it, and mirrors its separators', () => {
    const routes = routesIn(fallbackLanguage);
    renderAt(<Breadcrumb />, { path: routes.category.href('apps'), language: fallbackLanguage });
    const current = screen.getByText('تطبيقات');
    expect(current.tagName).toBe('BDI');
    const separators = screen.getAllByText('/');
    expect(separators).toHaveLength(2);
    for (const separator of separators) {
      expect(separator).toHaveAttribute('aria-hidden', 'true');
      expect(separator).toHaveClass('rtl:-scale-x-100');
    }
  });
});
