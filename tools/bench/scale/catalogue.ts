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

/** A small seeded generator (mulberry32): the same seed gives the same numbers in [0, 1). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The words of some texts, each once, lower case and without punctuation. */
export function vocabulary(texts: readonly string[]): string[] {
  const words = texts.flatMap((text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  return [...new Set(words)];
}

/**
 * A text of as many words as `like`, drawn from `words` by a generator seeded with `seed`: as long as the original
 * and made of the same language's words, but another sentence for each seed, as a hundred projects' texts differ.
 */
export function reword(like: string, words: readonly string[], seed: number): string {
  const count = like.split(/\s+/).filter(Boolean).length;
  if (!count || !words.length) return like;
  const next = seeded(seed);
  const drawn = Array.from({ length: count }, () => words[Math.floor(next() * words.length)] as string);
  const text = drawn.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1) + (/[.!?]$/.test(like) ? like.slice(-1) : '');
}

/**
 * The catalogue's texts in one language, from the originals' (`items` of that language's projects.json): each copy
 * has texts of its original's length made of the language's words (those of the texts, and of `corpus`: the
 * documentation, whose larger vocabulary compresses as little as real texts do), reworded for each copy (its title
 * ends with its number, as its slug does), so that a page of a hundred cards compresses as a real catalogue's would,
 * not as a hundred copies of seven texts.
 */
export function scaleTexts(
  catalogue: readonly ScaleProject[],
  items: Readonly<Record<string, ProjectText>>,
  corpus: readonly string[] = [],
): Record<string, ProjectText> {
  const words = vocabulary([
    ...Object.values(items).flatMap((text) => [
      text.title,
      text.short_description,
      ...Object.values(text.pictures),
    ]),
    ...corpus,
  ]);
  return Object.fromEntries(
    catalogue.map(({ from, project }, index) => {
      const text = items[from];
      if (!text) throw new Error(`projects.json has no items.${from}`);
      const seed = (index + 1) * 1000;
      const number = project.slug.slice(from.length + 1);
      const pictures = Object.entries(text.pictures).map(([id, alt], picture) => [
        id,
        reword(alt, words, seed + 2 + picture),
      ]);
      return [
        project.slug,
        {
          title: `${reword(text.title, words, seed)} ${number}`,
          short_description: reword(text.short_description, words, seed + 1),
          pictures: Object.fromEntries(pictures),
        },
      ];
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
