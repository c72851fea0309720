import { describe, expect, it } from 'vitest';
import {
  scaleProjects,
  scaleSelection,
  scaleTexts,
  vocabulary,
  type ProjectSource,
  type ProjectText,
} from './catalogue';

// The tests' own catalogue: two projects, one with pictures, links and features, one bare.
const sample: ProjectSource[] = [
  {
    slug: 'tide-api',
    categoryId: 'backend',
    technologies_used: [1, 2],
    images: [{ id: 1, path: '/images/projects/tide-api/1-1280.webp', widths: [640, 1280] }],
    links: { repository: 'https://example.com/tide-api' },
    features: [{ id: 'sync', hasCaption: false }],
  },
  { slug: 'harbor-ui', categoryId: 'backend', technologies_used: [], images: [] },
];
const categories = [{ id: 'backend' }, { id: 'frontend' }, { id: 'empty' }];

const texts: Record<string, ProjectText> = {
  'tide-api': {
    title: 'Tide API',
    short_description: 'Tides, served.',
    pictures: { '1': 'Tide API, screen 1' },
  },
  'harbor-ui': { title: 'Harbor UI', short_description: 'A harbour at a glance.', pictures: {} },
};

describe('scaleProjects', () => {
  it('copies the projects in turn under numbered slugs, with their facts and files', () => {
    const catalogue = scaleProjects(5, sample, categories);
    expect(catalogue.map(({ from, project }) => [from, project.slug])).toEqual([
      ['tide-api', 'tide-api-1'],
      ['harbor-ui', 'harbor-ui-2'],
      ['tide-api', 'tide-api-3'],
      ['harbor-ui', 'harbor-ui-4'],
      ['tide-api', 'tide-api-5'],
    ]);
    const [first] = catalogue;
    expect(first?.project).toEqual({ ...sample[0], slug: 'tide-api-1', categoryId: 'backend' });
  });

  it('spreads the projects evenly over every category, the empty one included', () => {
    for (const count of [7, 50, 100]) {
      const perCategory = categories.map(
        ({ id }) =>
          scaleProjects(count, sample, categories).filter(({ project }) => project.categoryId === id).length,
      );
      expect(perCategory.reduce((sum, n) => sum + n, 0)).toBe(count);
      expect(Math.max(...perCategory) - Math.min(...perCategory)).toBeLessThanOrEqual(1);
    }
  });

  it('makes unique slugs, and none from a site without projects', () => {
    const slugs = scaleProjects(100, sample, categories).map(({ project }) => project.slug);
    expect(new Set(slugs).size).toBe(100);
    expect(() => scaleProjects(7, [], categories)).toThrow('at least one project');
  });
});

describe('scaleTexts', () => {
  it("gives each copy texts of its original's length in the language's words, another for each copy", () => {
    const items = scaleTexts(scaleProjects(3, sample, categories), texts);
    expect(Object.keys(items)).toEqual(['tide-api-1', 'harbor-ui-2', 'tide-api-3']);
    const words = new Set(
      vocabulary(
        Object.values(texts).flatMap((text) => [
          text.title,
          text.short_description,
          ...Object.values(text.pictures),
        ]),
      ),
    );
    const [first, , third] = [items['tide-api-1'], items['harbor-ui-2'], items['tide-api-3']];
    expect(third?.title).toMatch(/^\S+ \S+ 3$/);
    expect(third?.short_description.split(' ')).toHaveLength(2);
    expect(third?.short_description).toMatch(/^[A-Z].*\.$/);
    expect(Object.keys(third?.pictures ?? {})).toEqual(['1']);
    for (const word of third?.short_description.toLowerCase().replace('.', '').split(' ') ?? [])
      expect(words.has(word)).toBe(true);
    expect(third?.short_description).not.toBe(first?.short_description);
    expect(scaleTexts(scaleProjects(3, sample, categories), texts)).toEqual(items);
  });

  it('draws words from the corpus too', () => {
    const corpus = ['Zephyr quokka zenith'];
    const items = scaleTexts(scaleProjects(40, sample, categories), texts, corpus);
    const drawn = new Set(Object.values(items).flatMap((text) => vocabulary([text.short_description])));
    expect(['zephyr', 'quokka', 'zenith'].some((word) => drawn.has(word))).toBe(true);
  });

  it('fails naming a project whose texts are missing', () => {
    expect(() =>
      scaleTexts(scaleProjects(2, sample, categories), { 'tide-api': texts['tide-api'] as ProjectText }),
    ).toThrow('items.harbor-ui');
  });
});

describe('scaleSelection', () => {
  it('names the first copy of each selected project, and leaves out one that has none', () => {
    const catalogue = scaleProjects(1, sample, categories);
    expect(scaleSelection(['harbor-ui', 'tide-api'], scaleProjects(4, sample, categories))).toEqual([
      'harbor-ui-2',
      'tide-api-1',
    ]);
    expect(scaleSelection(['harbor-ui', 'tide-api'], catalogue)).toEqual(['tide-api-1']);
  });
});
