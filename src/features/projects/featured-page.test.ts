import { describe, expect, it } from 'vitest';
import type { Category } from '@/content';
import { featuredPage } from './featured-page';

const category = (slug: string, count: number): Category => ({
  id: slug,
  category: slug.toUpperCase(),
  description: `${slug} projects`,
  slug,
  projects: Array.from({ length: count }, (_, index) => ({
    title: `${slug}${index + 1}`,
    short_description: '',
    slug: `${slug}${index + 1}`,
    technologies_used: [],
    images: [],
  })),
});

/** Each category of a page by its slug, with its projects' slugs. */
const shape = (categories: Category[]) =>
  categories.map(({ slug, projects }) => [slug, projects.map((project) => project.slug)]);

describe('a page of all projects', () => {
  it('holds the next cards in the categories’ order, under the headings of the categories they come from', () => {
    const featured = [category('a', 3), category('b', 1), category('c', 2)];
    expect([1, 2, 3].map((page) => shape(featuredPage(featured, page, 2)))).toEqual([
      [['a', ['a1', 'a2']]],
      [
        ['a', ['a3']],
        ['b', ['b1']],
      ],
      [['c', ['c1', 'c2']]],
    ]);
    expect(featuredPage(featured, 4, 2)).toEqual([]);
  });
});
