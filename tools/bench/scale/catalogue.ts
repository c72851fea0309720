// The scale scenario's catalogue, made from the site's own projects: pure, so that what a copy of N projects holds
// is tested without building one.
import type { z } from 'zod';
import type { projectFactsSchema } from '../../../src/content/schemas';

export type ProjectSource = z.input<typeof projectFactsSchema>;

/** A project's short texts in one language (`items.{slug}` of projects.json). */
export interface ProjectText {
  title: string;
  short_description: string;
  pictures: Record<string, string>;
}

/** A generated project: its facts, and the slug of the project it was copied from. */
export interface ScaleProject {
  from: string;
  project: ProjectSource;
}

/**
 * `count` projects: the n-th (from 1) copies the site's project (n - 1) mod its number, under the slug `{slug}-{n}`,
 * in category (n - 1) mod the number of categories, so that every category holds ⌊count / categories⌋ or one more.
 * Its pictures and videos are the original's files.
 */
export function scaleProjects(
  count: number,
  sample: readonly ProjectSource[],
  categories: readonly { id: string }[],
): ScaleProject[] {
  if (!sample.length || !categories.length)
    throw new Error('the site needs at least one project and one category to copy a catalogue from');
  return Array.from({ length: count }, (_, index) => {
    const original = sample[index % sample.length] as ProjectSource;
    const category = categories[index % categories.length] as { id: string };
    return {
      from: original.slug,
      project: { ...original, slug: `${original.slug}-${index + 1}`, categoryId: category.id },
    };
  });
}

/**
 * The catalogue's texts in one language, from the originals' (`items` of that language's projects.json): each copy
 * has its original's, its title numbered as its slug is, so that cards and pages stay told apart.
 */
export function scaleTexts(
  catalogue: readonly ScaleProject[],
  items: Readonly<Record<string, ProjectText>>,
): Record<string, ProjectText> {
  return Object.fromEntries(
    catalogue.map(({ from, project }) => {
      const text = items[from];
      if (!text) throw new Error(`projects.json has no items.${from}`);
      return [project.slug, { ...text, title: `${text.title} ${project.slug.slice(from.length + 1)}` }];
    }),
  );
}

/** The résumé's selected projects in the copy: the first copy of each, those without a copy left out. */
export function scaleSelection(selected: readonly string[], catalogue: readonly ScaleProject[]): string[] {
  return selected.flatMap((slug) => {
    const first = catalogue.find(({ from }) => from === slug);
    return first ? [first.project.slug] : [];
  });
}
