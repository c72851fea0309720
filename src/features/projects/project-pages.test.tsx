import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cataloguePaths, findProject, getDocumentation } from '@/content/catalogue';
import { languages } from '@/i18n/languages';
import { documentationNamespace } from '@/i18n/namespaces';
import { resources } from '@/i18n/resources';
import { renderAt, stubLayout } from '@/test/render';
import { ProjectDetail } from './project-detail';

// Every project's page, from the owner's content, in every language: the browser checks the template once
// (e2e/projects.spec.ts), this checks each project's facts and documentation.
beforeAll(stubLayout);

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const cases = languages.flatMap((language) =>
  cataloguePaths(language).projects.map((path) => ({ language, ...path })),
);

describe('every project page', () => {
  it.each(cases)('$projectSlug in $language shows its facts and documentation', async (path) => {
    const { language } = path;
    const texts = resources[language].projects;
    const { labels } = texts;
    const found = findProject(texts, path.categorySlug, path.projectSlug, language);
    const documentation = getDocumentation(
      path.projectSlug,
      resources[language][documentationNamespace(path.projectSlug)],
    );
    if (!found || !documentation) throw new Error(`${path.projectSlug} has no page or no documentation`);
    const { category, project } = found;
    renderAt(<ProjectDetail category={category} project={project} />, { language });

    expect(screen.getByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(screen.getByText(labels.project_details)).toBeInTheDocument();
    const facts = screen.getAllByRole('definition');
    expect(facts.some((fact) => within(fact).queryByRole('link', { name: category.category }))).toBe(true);
    const chips = facts.flatMap((fact) => within(fact).queryAllByRole('list', { name: labels.tech_stack }));
    expect(chips).toHaveLength(project.technologies_used.length > 0 ? 1 : 0);
    for (const list of chips)
      expect(within(list).getAllByRole('listitem')).toHaveLength(project.technologies_used.length);
    const carousels = screen.queryAllByRole('region', { name: new RegExp(literal(project.title)) });
    expect(carousels).toHaveLength(project.images.length > 0 ? 1 : 0);
    for (const carousel of carousels)
      expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(project.images.length);

    // The documentation is a part of its own, rendered once its code has loaded. A section it has nothing for
    // has no heading (the fixture projects of project-documentation.test.tsx show that).
    await screen.findByRole('heading', { name: labels.documentation });
    const sections = {
      more_about: true,
      dependencies: true,
      highlighted_features: documentation.features.length > 0,
      relevant_links: Object.values(documentation.links).some(Boolean),
    };
    for (const [key, shown] of Object.entries(sections))
      expect(screen.queryAllByRole('heading', { name: labels[key as keyof typeof sections] })).toHaveLength(
        shown ? 1 : 0,
      );
    const links = screen.queryByRole('region', { name: labels.relevant_links }) ?? document.body;
    const repositories = [
      ['repository', documentation.links.repository],
      ['backend_repository', documentation.links.backendRepository],
      ['frontend_repository', documentation.links.frontendRepository],
    ] as const;
    const shown = repositories.map(([key]) => {
      // The label, then no further word: "Repositorio" is not "Repositorio del backend".
      const name = new RegExp(`^${literal(labels[key])}(?!\\s\\p{L})`, 'u');
      return within(links).queryByRole('link', { name })?.getAttribute('target');
    });
    expect(shown).toEqual(repositories.map(([, href]) => (href ? '_blank' : undefined)));
    expect(screen.queryAllByText(labels.no_dependencies)).toHaveLength(
      documentation.dependencies.length > 0 ? 0 : 1,
    );
    for (const feature of documentation.features)
      expect(screen.getByRole('heading', { level: 4, name: feature.title })).toBeInTheDocument();
    const captions = documentation.features.flatMap((feature) => feature.caption ?? []);
    for (const caption of captions) expect(screen.getByText(caption)).toBeInTheDocument();
    const { article } = documentation;
    for (const title of article ? [article.title, ...article.lists.map((list) => list.title)] : [])
      expect(screen.getByRole('heading', { level: 4, name: title })).toBeInTheDocument();
    for (const line of article ? [...article.paragraphs, ...article.lists.flatMap((list) => list.items)] : [])
      expect(screen.getByText(line)).toBeInTheDocument();
    const [carousel = document.body] = carousels;
    project.images.forEach((image) =>
      expect(
        within(carousel).getAllByRole('img', {
          hidden: true,
          // The owner's projects and pictures, whichever they are: looked up by key.
          name: (texts.items as Record<string, { pictures?: Record<string, string> } | undefined>)[
            path.projectSlug
          ]?.pictures?.[String(image.id)],
        }),
      ).not.toHaveLength(0),
    );
  });
});
