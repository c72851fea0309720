import type { Language } from '@/i18n/languages';
import { blogEnabled } from './site-settings';

/**
 * What the route table needs of a post in one language: a few fields of its front matter, compiled by
 * build/plugins/posts.ts (`?pages`), so that the app's first chunk, which carries the table, grows by a few bytes a
 * post rather than by its summary (the post lists read src/content/posts.ts).
 */
export interface PostPage {
  date: string;
  tags: string[];
  draft: boolean;
}

/** A published post of a language as its pages are listed: its folder's name and its tags. */
export interface PostSlugs {
  slug: string;
  tags: string[];
}

const files = import.meta.glob<PostPage>('/content/posts/*/*.md', {
  query: '?pages',
  import: 'default',
  eager: true,
});

const FILE = /^\/content\/posts\/([^/]+)\/([^/]+)\.md$/;

/** Newest first; posts of one day by slug, so that every list and feed has one order. */
export const byDate = (a: { date: string; slug: string }, b: { date: string; slug: string }) =>
  b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

const cache = new Map<string, PostSlugs[]>();

/**
 * The published posts (not drafts) of a language, newest first; none when content/site.ts turns the blog off. A
 * language without any has no blog pages.
 */
export function postSlugsIn(language: Language): PostSlugs[] {
  let list = cache.get(language);
  if (!list) {
    list = blogEnabled
      ? Object.entries(files)
          .flatMap(([file, page]) => {
            const [, slug = '', code] = FILE.exec(file) ?? [];
            return code === language && !page.draft ? [{ slug, date: page.date, tags: page.tags }] : [];
          })
          // oxlint-disable-next-line unicorn/no-array-sort -- a fresh array; Safari 15, a target, has no toSorted.
          .sort(byDate)
          .map(({ slug, tags }) => ({ slug, tags }))
      : [];
    cache.set(language, list);
  }
  return list;
}

/** The tags a language's posts use, in the order of their first use (newest post first). */
export const usedTags = (posts: readonly PostSlugs[]) => [...new Set(posts.flatMap((post) => post.tags))];
