import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateTexts } from './validate-texts';
import { resources } from '@/i18n/resources';
import { secondLanguage } from '@/test/languages';
import { projectsSource } from '../../content/projects';
import { skillSlug } from './skill-list';
import { profileSource } from '../../content/profile';
import { profileSchema, projectFactsSchema, skillSchema } from './schemas';
import { contentPublicPaths, ContentError, parseContent, validateContent } from './validate';
import { PUBLIC_DIR } from './paths';

const translations = resources as never;

describe('content', () => {
  it('is valid, and every file it names exists under content/public/', () => {
    const content = validateContent(translations);
    const missing = contentPublicPaths(content).filter(({ path }) => !existsSync(join(PUBLIC_DIR, path)));
    expect(missing).toEqual([]);
  });

  it('names the file and field of a bad entry', () => {
    const bad = { ...projectsSource[0], slug: 'Not A Slug' };
    expect(() => parseContent(projectFactsSchema, bad, 'content/projects.ts', 'projectsSource[0]')).toThrow(
      /content\/projects\.ts: projectsSource\[0\]\.slug: must be a lowercase kebab-case slug/,
    );
    expect(() =>
      parseContent(skillSchema, { id: 1, img_path: 'icon.svg', label: 'X' }, 'content/skills.ts'),
    ).toThrow(/content\/skills\.ts: img_path:/);
    expect(() =>
      parseContent(profileSchema, { ...profileSource, phone: 'call me' }, 'content/profile.ts'),
    ).toThrow(/content\/profile\.ts: phone:/);
  });

  it('rejects a project naming a skill id that does not exist', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    vi.doMock('../../content/projects', async () => {
      const actual = await vi.importActual<typeof import('../../content/projects')>('../../content/projects');
      return { ...actual, projectsSource: [{ ...actual.projectsSource[0], technologies_used: [999] }] };
    });
    const { validateContent: validate } = await import('./validate');
    expect(() => validate(translations)).toThrow(
      /projectsSource\[0\]\.technologies_used\[0\]: skill id 999 does not exist/,
    );
    vi.doUnmock('./projects');
  });

  it('rejects two projects with one slug', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    vi.doMock('../../content/projects', async () => {
      const actual = await vi.importActual<typeof import('../../content/projects')>('../../content/projects');
      const [first] = actual.projectsSource;
      return { ...actual, projectsSource: [first, first] };
    });
    const { validateContent: validate } = await import('./validate');
    const [first] = (await vi.importActual<typeof import('../../content/projects')>('../../content/projects'))
      .projectsSource;
    expect(() => validate(translations)).toThrow(`projectsSource[1].slug: duplicate value "${first?.slug}"`);
    vi.doUnmock('./projects');
  });

  it('rejects two skills whose labels give one filter slug (?tech=)', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    const { skillsSource } =
      await vi.importActual<typeof import('../../content/skills')>('../../content/skills');
    // The owner's first skill again, its label in capitals: another id, the same filter slug.
    const [first] = skillsSource;
    if (!first || typeof first.label !== 'string')
      throw new Error('the test needs a first skill with a label');
    const shouting = {
      id: Math.max(...skillsSource.map(({ id }) => id)) + 1,
      img_path: first.img_path,
      label: first.label.toUpperCase(),
    };
    vi.doMock('../../content/skills', async () => ({
      ...(await vi.importActual<typeof import('../../content/skills')>('../../content/skills')),
      skillsSource: [...skillsSource, shouting],
    }));
    const { validateContent: validate } = await import('./validate');
    expect(() => validate(translations)).toThrow(
      `content/skills.ts: skillsSource[${skillsSource.length}].label: duplicate value "${skillSlug({ ...shouting, label: first.label })}"`,
    );
    vi.doUnmock('./skills');
  });

  it('reports an image path that does not exist', () => {
    const content = validateContent(translations);
    const [first] = content.projects;
    if (!first) throw new Error('the catalogue has no project');
    const withMissing = {
      ...content,
      projects: [{ ...first, images: [{ id: 1, path: '/images/nope.webp' }] }],
    };
    const missing = contentPublicPaths(withMissing).filter(({ path }) => !existsSync(join(PUBLIC_DIR, path)));
    expect(missing.map((m) => m.field)).toEqual(['content/projects.ts: projectsSource[0].images[0].path']);
  });

  it('throws ContentError for a missing project text', () => {
    // A project's text missing from another language than the fallback, where the site has one.
    const broken = structuredClone(resources);
    const items: Record<string, unknown> = broken[secondLanguage].projects.items;
    const [slug] = Object.keys(items);
    if (!slug) throw new Error('the catalogue has no project');
    delete items[slug];
    expect(() => validateContent(broken)).toThrow(ContentError);
    expect(() => validateContent(broken)).toThrow(
      `content/texts/${secondLanguage}/projects.json: items.${slug}`,
    );
  });

  it('fails naming the file and the keys when a language lacks a plural form its rules use', () => {
    const english = { projects: { items: {}, categories: {}, labels: { count_one: 'a', count_other: 'b' } } };
    const arabic = { projects: { items: {}, categories: {}, labels: { count_one: 'أ', count_other: 'ب' } } };
    const facts = {
      languages: [
        { code: 'en', locale: 'en_US' },
        { code: 'ar', locale: 'ar_EG' },
      ],
      profile: { socials: [] } as never,
      categories: [],
      projects: [],
    };
    expect(() => validateTexts({ en: english, ar: arabic }, facts)).toThrow(
      "content/texts/ar/projects.json: labels.count_zero, labels.count_two, labels.count_few, labels.count_many: missing (ar_EG's plural rules use the forms zero, one, two, few, many, other",
    );
  });
});
