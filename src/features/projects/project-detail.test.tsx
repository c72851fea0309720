import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { findProject } from '@/content';
import { createI18n } from '@/i18n/create-i18n';
import { resources } from '@/i18n/resources';
import { ProjectDetail } from './project-detail';

vi.mock('@/content', async (importActual) => {
  const actual = await importActual<typeof import('@/content')>();
  // Only LearnPlay loses its documentation, as a known project without one would.
  return {
    ...actual,
    getDocumentation: (...[texts, slug]: Parameters<typeof actual.getDocumentation>) =>
      slug === 'learnplay' ? undefined : actual.getDocumentation(texts, slug),
  };
});

// jsdom lays nothing out and lacks the observers the carousel library asks for.
beforeAll(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

function renderDetail(language: 'en' | 'es', slug: string) {
  const found = findProject(resources[language].projects, 'apps-y-plataformas-web', slug);
  if (!found) throw new Error(`no project ${slug}`);
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <MemoryRouter>
        <ProjectDetail category={found.category} project={found.project} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('project detail', () => {
  it.each(['en', 'es'] as const)(
    'shows the empty view for a known project without documentation (%s)',
    (language) => {
      const { labels } = resources[language].projects;
      renderDetail(language, 'learnplay');
      expect(screen.getByRole('heading', { level: 1, name: 'LearnPlay' })).toBeInTheDocument();
      expect(screen.getByText(labels.project_not_found)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: labels.documentation })).not.toBeInTheDocument();
    },
  );

  it('shows the documentation of a documented project, once its code has loaded', async () => {
    renderDetail('es', 'smartorder');
    const { labels } = resources.es.projects;
    expect(await screen.findByRole('heading', { level: 2, name: labels.documentation })).toBeInTheDocument();
    expect(screen.queryByText(labels.project_not_found)).not.toBeInTheDocument();
  });
});
