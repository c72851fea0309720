import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { getCatalogue, getDocumentation } from './catalogue';
import { categoriesSource } from './categories';
import { projectsSource } from './projects';
import {
  imageSchema,
  projectDocumentationSchema,
  projectFactsSchema,
  projectSchema,
  videoSourceSchema,
} from './schemas';
import { parseContent, validateContent } from './validate';

const slugs = projectsSource.map((project) => project.slug);

describe('catalogue', () => {
  it('lists every category in its order with its projects in theirs, in every language', () => {
    for (const language of languages) {
      const catalogue = getCatalogue(resources[language].projects);
      expect(catalogue.map((c) => [c.id, c.projects.map((p) => p.slug)])).toEqual(
        categoriesSource.map((category) => [
          category.id,
          projectsSource.filter((p) => p.categoryId === category.id).map((p) => p.slug),
        ]),
      );
      for (const project of catalogue.flatMap((c) => c.projects)) projectSchema.parse(project);
    }
  });

  it('gives every project pictures whose every width is a file of the site', () => {
    for (const project of projectsSource) {
      expect(project.images.length, project.slug).toBeGreaterThan(0);
      for (const image of project.images) {
        for (const width of image.widths ?? []) {
          for (const format of ['avif', 'webp']) {
            const file = `public${image.path.replace(/-\d+\.webp$/, `-${width}.${format}`)}`;
            expect(existsSync(file), file).toBe(true);
          }
        }
      }
    }
  });

  it('documents every project, and en and es match in all but the words', () => {
    for (const slug of slugs) {
      const [en, es] = languages.map((language) =>
        projectDocumentationSchema.parse(getDocumentation(resources[language].projects, slug)),
      );
      if (!en || !es) throw new Error(`${slug} has no documentation`);
      expect(en.description.length, slug).toBeGreaterThan(0);
      expect(es.description.length, slug).toBe(en.description.length);
      expect(es.links).toEqual(en.links);
      expect(es.dependencies).toEqual(en.dependencies);
      expect(es.features.map((f) => [f.id, f.source, !!f.caption])).toEqual(
        en.features.map((f) => [f.id, f.source, !!f.caption]),
      );
      // Same facts, but the words are Spanish: a copied English title would be a missing translation.
      expect(es.features.map((f) => f.title)).not.toEqual(en.features.map((f) => f.title));
    }
  });
});

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
        'src/content/projects.ts',
      ),
    ).toThrow(/src\/content\/projects\.ts: path: with widths, path must be the largest WebP file/);
  });

  it('rejects an unknown article id', () => {
    const bad = { ...projectsSource[0], article_id: 'cooking' };
    expect(() =>
      parseContent(projectFactsSchema, bad, 'src/content/projects.ts', 'projectsSource[0]'),
    ).toThrow(/projectsSource\[0\]\.article_id/);
  });

  // A feature of the content (the first one, if any project has features) that loses a text in Spanish.
  const feature = Object.entries(
    resources.es.projects.items as Record<string, { features: Record<string, unknown> }>,
  )
    .flatMap(([slug, item]) => Object.keys(item.features).map((id) => ({ slug, id })))
    .at(0);
  it.runIf(feature)('names a feature whose title or caption is missing in a language', () => {
    const { slug = '', id = '' } = feature ?? {};
    const broken = structuredClone(resources) as unknown as {
      es: {
        projects: {
          items: Record<string, { features: Record<string, { title?: string; caption?: string }> }>;
        };
      };
    };
    const texts = broken.es.projects.items[slug]?.features[id] ?? {};
    // A feature with a caption loses it; one without loses its title.
    const missing = texts.caption ? 'caption' : 'title';
    delete texts[missing];
    expect(() => validateContent(broken as never)).toThrow(
      `src/i18n/locales/es/projects.json: items.${slug}.features.${id}.${missing}: `,
    );
  });

  it('names a missing line of the veterinary article', () => {
    const broken = structuredClone(resources) as unknown as {
      en: { projectVeterinary: Record<string, unknown> };
    };
    delete broken.en.projectVeterinary['organization'];
    expect(() => validateContent(broken as never)).toThrow(
      /src\/i18n\/locales\/en\/projectVeterinary\.json: organization:/,
    );
  });
});
