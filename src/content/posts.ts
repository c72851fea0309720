import type { Language } from '@/i18n/languages';
import { byDate } from './blog-pages';
import type { PostSummary } from './post-types';
import { blogEnabled } from './site-settings';

export type { CompiledPost, PostCover, PostSummary, TocEntry } from './post-types';

/**
 * Every post's summary in every language (build/plugins/posts.ts, `?meta`): the lists, the tags, a post's neighbours
 * and its other languages, and home's latest writing read them. A chunk of its own, loaded by the blog's screens.
 */
const summaries = Object.values(
  import.meta.glob<PostSummary>('/content/posts/*/*.md', { query: '?meta', import: 'default', eager: true }),
);

const published = (post: PostSummary) => blogEnabled && !post.draft;

const cache = new Map<string, PostSummary[]>();

/** A language's published posts, newest first (the order of src/content/blog-pages.ts and of the feeds). */
export function postsIn(language: Language): PostSummary[] {
  let list = cache.get(language);
  if (!list) {
    // oxlint-disable-next-line unicorn/no-array-sort -- a fresh array; Safari 15, a target, has no toSorted.
    list = summaries.filter((post) => post.language === language && published(post)).sort(byDate);
    cache.set(language, list);
  }
  return list;
}

/** A language's published posts with a tag, newest first. */
export const postsTagged = (language: Language, tag: string) =>
  postsIn(language).filter((post) => post.tags.includes(tag));

/** A published post in a language, if it is written in it. */
export const findPost = (language: Language, slug: string | undefined) =>
  postsIn(language).find((post) => post.slug === slug);

/** The same post in the site's other languages that have it published, in the order of `languages`. */
export function translationsOf(slug: string, language: Language, languages: readonly Language[]) {
  return languages.flatMap((other) => {
    const post = other === language ? undefined : findPost(other, slug);
    return post ? [post] : [];
  });
}

/** The posts before and after one in its language's list: the newer and the older. */
export function neighboursOf(language: Language, slug: string) {
  const list = postsIn(language);
  const index = list.findIndex((post) => post.slug === slug);
  return { newer: index > 0 ? list[index - 1] : undefined, older: index >= 0 ? list[index + 1] : undefined };
}
