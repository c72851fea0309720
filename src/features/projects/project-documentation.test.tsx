import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProjectDocumentation as Documentation } from '@/content';
import { resources } from '@/i18n/resources';
import { fallbackLanguage, secondLanguage } from '@/test/languages';
import { renderAt } from '@/test/render';
import { ProjectDocumentation } from './project-documentation';

// The tests' own projects: what an owner's project may lack, whichever the sample has (every project of the content
// is rendered by project-pages.test.tsx).
const bare: Documentation = {
  links: {},
  dependencies: [],
  description: ['A tool I built for myself.'],
  features: [],
};

const { labels } = resources[fallbackLanguage].projects;

/** The heading of every section, with whether the section says anything under it. */
const sections = () =>
  [...document.querySelectorAll('section')].map((section) => {
    const heading = section.querySelector('h2, h3');
    const rest = section.textContent.replace(heading?.textContent ?? '', '').trim();
    return [heading?.textContent, rest.length > 0];
  });

describe('a project’s documentation', () => {
  it('without features, links or dependencies: only its description and the no-dependency sentence', () => {
    renderAt(<ProjectDocumentation documentation={bare} />);
    expect(sections()).toEqual([
      [labels.documentation, true],
      [labels.more_about, true],
      [labels.dependencies, true],
    ]);
    expect(screen.getByText(labels.no_dependencies)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: labels.highlighted_features })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: labels.relevant_links })).not.toBeInTheDocument();
  });

  it('with features in words only: no player, and a website as its only link', () => {
    renderAt(
      <ProjectDocumentation
        documentation={{
          ...bare,
          links: { website: 'https://example.com' },
          features: [{ id: 'offline', title: 'Works offline', caption: 'Everything is kept on the phone.' }],
        }}
      />,
    );
    const features = screen.getByRole('region', { name: labels.highlighted_features });
    expect(within(features).getByRole('heading', { level: 4, name: 'Works offline' })).toBeInTheDocument();
    expect(within(features).queryByRole('button')).not.toBeInTheDocument();
    const links = within(screen.getByRole('region', { name: labels.relevant_links })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com']);
    expect(sections().every(([, said]) => said)).toBe(true);
  });

  it('lists dependencies of any ecosystem under their group and manifest, in the project’s order', () => {
    renderAt(
      <ProjectDocumentation
        documentation={{
          ...bare,
          dependencies: [
            { group: 'backend', manifest: 'go.mod', packages: ['github.com/jackc/pgx/v5'] },
            { manifest: 'pyproject.toml', packages: ['fastapi'] },
            { group: 'plugins', packages: ['Laravel Breeze'] },
          ],
        }}
      />,
      { language: secondLanguage },
    );
    const { dependency_groups: groups, labels: second } = resources[secondLanguage].projects;
    const region = screen.getByRole('region', { name: second.dependencies });
    expect(
      within(region)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent?.trim()),
    ).toEqual([`${groups.backend} go.mod`, 'pyproject.toml', groups.plugins]);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['github.com/jackc/pgx/v5', 'fastapi', 'Laravel Breeze']);
    expect(within(region).queryByText(second.no_dependencies)).not.toBeInTheDocument();
  });
});
