import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cataloguePaths, findProject } from '@/content/catalogue';
import { createI18n } from '@/i18n/create-i18n';
import { languages, type Language } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { secondLanguage } from '@/test/languages';
import { stubLayout } from '@/test/render';
import { ProjectDetail } from './project-detail';

vi.mock('@/content/catalogue', async (importActual) => {
  const actual = await importActual<typeof import('@/content/catalogue')>();
  // Only the last project loses its documentation, as a known project without one would.
  const undocumented = actual.cataloguePaths().projects.at(-1)?.projectSlug;
  return {
    ...actual,
    getDocumentation: (...[slug, texts]: Parameters<typeof actual.getDocumentation>) =>
      slug === undocumented ? undefined : actual.getDocumentation(slug, texts),
  };
});

beforeAll(stubLayout);

const paths = cataloguePaths().projects;
const [documented, undocumented] = [paths[0], paths.at(-1)];

function renderDetail(language: Language, { categorySlug = '', projectSlug = '' } = {}) {
  const found = findProject(resources[language].projects, categorySlug, projectSlug);
  if (!found) throw new Error(`no project ${projectSlug}`);
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter>
        <ProjectDetail category={found.category} project={found.project} />
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
