import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cataloguePaths, findProject, getCatalogue } from '@/content/catalogue';
import { createI18n } from '@/i18n/create-i18n';
import { StaticLanguageUrl } from '@/i18n/language-router';
import { languages, type Language } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { fallbackLanguage, secondLanguage } from '@/test/languages';
import { renderAt, stubLayout } from '@/test/render';
import { ProjectCard } from './project-card';
import { ProjectDetail } from './project-detail';

vi.mock('@/content/catalogue', async (importActual) => {
  const actual = await importActual<typeof import('@/content/catalogue')>();
  // Only the last project loses its documentation, as a known project without one would.
  const { fallbackLanguage: first } = await import('@/i18n/languages');
  const undocumented = actual.cataloguePaths(first).projects.at(-1)?.projectSlug;
  return {
    ...actual,
    getDocumentation: (...[slug, texts]: Parameters<typeof actual.getDocumentation>) =>
      slug === undocumented ? undefined : actual.getDocumentation(slug, texts),
  };
});

beforeAll(stubLayout);

const paths = cataloguePaths(fallbackLanguage).projects;
const [documented, undocumented] = [paths[0], paths.at(-1)];

function renderDetail(language: Language, { projectSlug = '' } = {}) {
  // Its category's slug in the language's URLs.
  const { categorySlug } = cataloguePaths(language).projects.find((p) => p.projectSlug === projectSlug) ?? {};
  const found = findProject(resources[language].projects, categorySlug, projectSlug, language);
  if (!found) throw new Error(`no project ${projectSlug}`);
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter>
        <StaticLanguageUrl language={language}>
          <ProjectDetail category={found.category} project={found.project} />
        </StaticLanguageUrl>
      </MemoryRouter>
    </I18nextProvider>,
  );
  return found;
}

describe('project detail', () => {
  it.each(languages)('shows the empty view for a known project without documentation (%s)', (language) => {
    const { labels } = resources[language].projects;
    const { project } = renderDetail(language, undocumented);
    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByText(labels.project_not_found)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: labels.documentation })).not.toBeInTheDocument();
  });

  it('shows the documentation of a documented project, once its code has loaded', async () => {
    renderDetail(secondLanguage, documented);
    const { labels } = resources[secondLanguage].projects;
    expect(await screen.findByRole('heading', { level: 2, name: labels.documentation })).toBeInTheDocument();
    expect(screen.queryByText(labels.project_not_found)).not.toBeInTheDocument();
  });
});

describe('a project without technologies or pictures', () => {
  it('has no Tech Stack row, no chips and no carousel on its page, and no chips or cover on its card', () => {
    const [category] = getCatalogue(resources[fallbackLanguage].projects, fallbackLanguage);
    if (!category) throw new Error('the content has no category');
    const project = {
      title: 'Notes',
      short_description: 'A notebook.',
      slug: 'notes',
      technologies_used: [],
      images: [],
    };
    const { labels } = resources[fallbackLanguage].projects;
    const { unmount } = renderAt(<ProjectDetail category={category} project={project} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent(labels.category);
    expect(screen.queryByText(labels.tech_stack)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notes/ })).not.toBeInTheDocument();
    unmount();
    renderAt(<ProjectCard project={project} categorySlug={category.slug} />);
    expect(screen.getByRole('link', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
