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

  it('names a missing documentation file and a missing alt text', () => {
    const slug = projectsSource[0]?.slug ?? '';
    const noDocs = structuredClone(resources) as unknown as Broken;
    delete noDocs[secondLanguage]?.[`docs/${slug}`];
    expect(() => validateContent(noDocs as never)).toThrow(
      `content/texts/${secondLanguage}/docs/${slug}.md: missing`,
    );
    const noAlt = structuredClone(resources) as unknown as Broken;
    delete noAlt[fallbackLanguage]?.projects.items[slug]?.pictures['1'];
    expect(() => validateContent(noAlt as never)).toThrow(
      `content/texts/${fallbackLanguage}/projects.json: items.${slug}.pictures.1: missing`,
    );
  });
});
