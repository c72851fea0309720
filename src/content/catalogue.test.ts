import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { documentationNamespace } from '@/i18n/namespaces';
import { resources } from '@/i18n/resources';
import { getCatalogue, getDocumentation } from './catalogue';
import { categoriesSource } from '../../content/categories';
import { projectsSource } from '../../content/projects';
import { imageSchema, projectDocumentationSchema, projectSchema, videoSourceSchema } from './schemas';
import { parseContent, validateContent } from './validate';
import { fallbackLanguage, secondLanguage } from '@/test/languages';
import { textsWith, validateWith } from '@/test/validate-with';

const slugs = projectsSource.map((project) => project.slug);

describe('catalogue', () => {
  it('lists every category in its order with its projects in theirs, in every language', () => {
    for (const language of languages) {
      const catalogue = getCatalogue(resources[language].projects, language);
      expect(catalogue.map((c) => [c.id, c.projects.map((p) => p.slug)])).toEqual(
        categoriesSource.map((category) => [
          category.id,
          projectsSource.filter((p) => p.categoryId === category.id).map((p) => p.slug),
        ]),
      );
      for (const project of catalogue.flatMap((c) => c.projects)) projectSchema.parse(project);
    }
  });

  it("has every width of every project's picture as a file of the site", () => {
    for (const project of projectsSource) {
      for (const image of project.images) {
        for (const width of image.widths ?? []) {
          for (const format of ['avif', 'webp']) {
            const file = `content/public${image.path.replace(/-\d+\.webp$/, `-${width}.${format}`)}`;
            expect(existsSync(file), file).toBe(true);
          }
        }
      }
    }
  });

  it('documents every project, in every language with the same facts as in the fallback language', () => {
    for (const slug of slugs) {
      const [fallback, ...others] = languages.map((language) =>
        projectDocumentationSchema.parse(
          getDocumentation(slug, resources[language][documentationNamespace(slug)]),
        ),
      );
      if (!fallback) throw new Error(`${slug} has no documentation`);
      expect(fallback.description.length, slug).toBeGreaterThan(0);
      for (const other of others) {
        expect(other.description.length, slug).toBe(fallback.description.length);
        expect(other.links).toEqual(fallback.links);
        expect(other.dependencies).toEqual(fallback.dependencies);
        expect(other.features.map((f) => [f.id, f.source, !!f.caption])).toEqual(
          fallback.features.map((f) => [f.id, f.source, !!f.caption]),
        );
      }
    }
  });
});

// The tests' own catalogue: a project with a picture and one without (a normal state), in a category of their own.
const ownCategory = { id: 'own', slug: 'own-work' };
const ownProjects = [
  {
    slug: 'tide',
    categoryId: 'own',
    technologies_used: [],
    images: [{ id: 1, path: '/images/tide/1-1280.webp', widths: [640, 1280] }],
  },
  { slug: 'notes', categoryId: 'own', technologies_used: [] as number[], images: [] },
];
const ownTexts = () =>
  textsWith((namespaces) => {
    const projects = namespaces['projects'] as object;
    namespaces['projects'] = {
      ...projects,
      categories: { own: { name: 'Own work', description: 'What I made.' } },
      items: {
        tide: { title: 'Tide', short_description: 'Tides.', pictures: { '1': 'A tide chart' } },
        notes: { title: 'Notes', short_description: 'A notebook.', pictures: {} },
      },
    };
    for (const slug of ['tide', 'notes'])
      namespaces[documentationNamespace(slug)] = { description: [`${slug} in words.`], features: {} };
  });
const ownContent = { categories: [ownCategory], projects: ownProjects };

describe('content rules', () => {
  it('accepts a hosted video: a media host URL or a video platform id', () => {
    expect(
      videoSourceSchema.parse({
        kind: 'file',
        src: 'https://media.example.com/a.webm',
        poster: '/videos/a.webp',
      }),
    ).toBeTruthy();
    expect(videoSourceSchema.parse({ kind: 'youtube', id: 'dQw4w9WgXcQ' })).toBeTruthy();
    expect(() =>
      videoSourceSchema.parse({ kind: 'file', src: 'http://insecure.example.com/a.webm', poster: '/a.webp' }),
    ).toThrow(/Invalid URL/);
    expect(() => videoSourceSchema.parse({ kind: 'youtube', id: 'short' })).toThrow(
      /must be an 11-character video id/,
    );
  });

  it('requires the path of a responsive picture to be its largest WebP file', () => {
    expect(() =>
      parseContent(
        imageSchema,
        { id: 1, path: '/images/a/1-640.webp', widths: [640, 1280] },
        'content/projects.ts',
      ),
    ).toThrow(/content\/projects\.ts: path: with widths, path must be the largest WebP file/);
  });

  type Broken = Record<
    string,
    Record<string, { features: Record<string, { caption?: string }> } | undefined> & {
      projects: { items: Record<string, { pictures: Record<string, string> }> };
    }
  >;

  // A feature of the content (the first one, if any project has features) that loses its caption in the second language.
  const featured = projectsSource.find((project) => project.features?.some((f) => f.hasCaption));
  it.runIf(featured)('names a feature whose caption is missing in a language, by its Markdown file', () => {
    const slug = featured?.slug ?? '';
    const id = featured?.features?.find((f) => f.hasCaption)?.id ?? '';
    const broken = structuredClone(resources) as unknown as Broken;
    delete broken[secondLanguage]?.[`docs/${slug}`]?.features[id]?.caption;
    expect(() => validateContent(broken as never)).toThrow(
      `content/texts/${secondLanguage}/docs/${slug}.md: features.${id}.caption: missing`,
    );
  });

  it('takes a project without pictures as any other, needing no alt text', async () => {
    const content = await validateWith(ownContent, ownTexts());
    expect(content.projects.map((project) => [project.slug, project.images.length])).toEqual([
      ['tide', 1],
      ['notes', 0],
    ]);
  });

  it('names a missing documentation file and a missing alt text', async () => {
    const noDocs = ownTexts();
    delete noDocs[secondLanguage]?.[documentationNamespace('notes')];
    await expect(validateWith(ownContent, noDocs)).rejects.toThrow(
      `content/texts/${secondLanguage}/docs/notes.md: missing`,
    );
    const noAlt = ownTexts();
    const texts = noAlt[fallbackLanguage]?.['projects'] as { items: Record<string, { pictures: object }> };
    const tide = texts.items['tide'];
    if (tide) tide.pictures = {};
    await expect(validateWith(ownContent, noAlt)).rejects.toThrow(
      `content/texts/${fallbackLanguage}/projects.json: items.tide.pictures.1: missing`,
    );
  });
});
