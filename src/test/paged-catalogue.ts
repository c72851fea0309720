import type { Category } from '@/content';
import { skills } from '@/content/skill-list';
import { projectsPerPage } from '@/content/site-settings';

const [first, second] = skills;
if (!first || !second) throw new Error('the tests need two skills in the content');

/** `count` projects of the tests' own, titled `{prefix} {n}`, each using `skill`. */
const projectsOf = (prefix: string, count: number, skill: number) =>
  Array.from({ length: count }, (_, index) => ({
    title: `${prefix} ${index + 1}`,
    short_description: `The ${prefix} project number ${index + 1}.`,
    slug: `${prefix.toLowerCase()}-${index + 1}`,
    technologies_used: [skill],
    images: [],
  }));

/**
 * A catalogue of the tests' own, longer than a page whatever the page size: Alpha fills a page and goes on to a
 * second with two cards, Beta has three (one page), Gamma none. Every Alpha project uses one skill, every Beta one
 * another, so that a filter on Alpha's shows every Alpha card.
 */
export const pagedCatalogue: Category[] = [
  {
    id: 'alpha',
    category: 'Alpha',
    description: 'The first category.',
    slug: 'alpha',
    projects: projectsOf('Alpha', projectsPerPage + 2, first.id),
  },
  {
    id: 'beta',
    category: 'Beta',
    description: 'The second category.',
    slug: 'beta',
    projects: projectsOf('Beta', 3, second.id),
  },
  { id: 'gamma', category: 'Gamma', description: 'The third category.', slug: 'gamma', projects: [] },
];

/** The titles of a category's projects, `from` the n-th (from 1) to the `to`-th. */
export const titlesOf = (slug: string, from: number, to: number) =>
  (pagedCatalogue.find((category) => category.slug === slug)?.projects ?? [])
    .slice(from - 1, to)
    .map((project) => project.title);

/** The catalogue module (`actual`) with this catalogue in every language, for a test's `vi.mock` of it. */
export const withPagedCatalogue = <Module extends object>(actual: Module) => ({
  ...actual,
  getCatalogue: () => pagedCatalogue,
  findCategory: (_texts: unknown, slug: string | undefined) =>
    pagedCatalogue.find((category) => category.slug === slug),
});
