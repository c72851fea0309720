/**
 * A post as the build compiles it from `content/posts/{slug}/{code}.md` (build/plugins/posts.ts): its front matter,
 * checked, and its Markdown as HTML with its code highlighted and its pictures in every width.
 */

/** A post's picture in every width and format it is served at (build/posts/post-pictures.ts). */
export interface PostPicture {
  /** The largest WebP: the `<img>`'s `src`. */
  src: string;
  /** The size of that file: the `<img>`'s `width` and `height`, which keep the layout from shifting. */
  width: number;
  height: number;
  /** The `<source>`s, best format first: AVIF, then WebP. */
  sources: { type: string; srcSet: string }[];
}

/** A post's cover: front matter's `cover` (`{ src, alt }`), its file served as a `PostPicture`. */
export interface PostCover extends PostPicture {
  alt: string;
}

/** What a list of posts shows of one post in one language: its front matter, validated, and its reading time. */
export interface PostSummary {
  /** The post's folder name under content/posts/. */
  slug: string;
  /** The code of the language it is written in: its file's name (`en.md`). */
  language: string;
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** `YYYY-MM-DD`, not before `date`. */
  updated?: string;
  /** Tag ids, each declared in the language's blog.json. */
  tags: string[];
  summary: string;
  draft: boolean;
  /** Minutes, rounded up, at least 1. */
  readingMinutes: number;
  cover?: PostCover;
}

/** A section of a post's table of contents: a `##` or `###` heading, and its id (the page's anchor). */
export interface TocEntry {
  id: string;
  text: string;
  depth: 2 | 3;
}

/** A post ready to render: its summary, its body as an HTML fragment (without its title) and its contents. */
export interface CompiledPost extends PostSummary {
  html: string;
  toc: TocEntry[];
}

/**
 * The width a post's picture is drawn at (`sizes`): the post's column is at most 42rem wide, and on a phone the
 * screen less the page's padding.
 */
export const POST_PICTURE_SIZES = '(min-width: 48rem) 42rem, calc(100vw - 2.5rem)';
