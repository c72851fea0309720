import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { getCatalogue, getDocumentation } from './catalogue';
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
  it('has the seven web projects and two empty categories, in every language', () => {
    for (const language of languages) {
      const catalogue = getCatalogue(resources[language].projects);
      expect(catalogue.map((c) => [c.id, c.projects.length])).toEqual([
        ['projects-web', 7],
        ['projects-interfaces', 0],
        ['projects-contributions', 0],
      ]);
      expect(catalogue[0]?.projects.map((p) => p.slug)).toEqual([
        'vetcore-pro',
        'smartorder',
        'jobmatch',
        'picconnect',
        'edulink',
        'dasc-uabcs',
        'learnplay',
      ]);
      for (const project of catalogue.flatMap((c) => c.projects)) projectSchema.parse(project);
    }
  });

  it('gives every project several pictures in four widths (phone, tablet and desktop screens)', () => {
    for (const project of projectsSource) {
      expect(project.images.length, project.slug).toBeGreaterThanOrEqual(3);
      for (const image of project.images) expect(image.widths).toEqual([640, 720, 960, 1280]);
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

  it('has the veterinary feature videos the spec lists, captions on the pet counter and the register flow', () => {
    const features = getDocumentation(resources.en.projects, 'vetcore-pro')?.features ?? [];
    expect(features.map((f) => f.id)).toEqual([
      'client-create',
      'client-edit',
      'client-show',
      'client-destroy',
      'company-edit',
      'pet-create',
      'pet-destroy',
      'register',
    ]);
    expect(features.filter((f) => f.caption).map((f) => f.id)).toEqual(['pet-destroy', 'register']);
    expect(features.every((f) => f.source?.kind === 'file')).toBe(true);
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

  it('names a feature whose title or caption is missing in a language', () => {
    const broken = structuredClone(resources) as unknown as {
      es: { projects: { items: Record<string, { features: Record<string, { caption?: string }> }> } };
    };
    delete broken.es.projects.items['vetcore-pro']?.features['register']?.caption;
    expect(() => validateContent(broken as never)).toThrow(
      /src\/i18n\/locales\/es\/projects\.json: items\.vetcore-pro\.features\.register\.caption: missing/,
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
