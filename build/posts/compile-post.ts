/**
 * A blog post is a folder `content/posts/<slug>/` with one Markdown file per language (`<code>.md`) and its pictures.
 * Each file compiles at build time into the post's HTML, its table of contents and its summary, so that no Markdown
 * parser or highlighter reaches the browser. Problems fail the build naming the file and the field, or the line.
 */
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import type { Root as MdastRoot } from 'mdast';
import readingTime from 'reading-time';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import {
  BACK_TO_TOP_ID,
  CONTENT_ID,
  FOOTER_ID,
  LANGUAGE_SWITCHER_ID,
  MOBILE_MENU_ID,
  POST_TOC_ID,
} from '../../src/lib/constants.ts';
import { codeHighlighting } from './code-highlight.ts';
import { readFrontMatter } from './front-matter.ts';
import { checkBody } from './post-body.ts';
import type { CompiledPost, PostCover, PostPicture, TocEntry } from './post-types.ts';

/** A post's problems, each on a line of the message: `file: field: message` or `file:line: message`. */
export class PostError extends Error {
  override name = 'PostError';
}

/** A post's folder name: lowercase letters, digits and single hyphens between them. */
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface CompileOptions {
  /** The file, from the project's root (`content/posts/<slug>/<code>.md`), as errors name it. */
  file: string;
  slug: string;
  language: string;
  /** The tag ids the post's language declares. */
  tags: readonly string[];
  /** The words of the footnotes in the post's language: the (visually hidden) heading, and the links back. */
  labels: { footnotes: string; backToContent: string };
  /** Draws a picture of the post's folder; `at` (`file:line`) is for its errors. */
  picture: (src: string, at: string) => Promise<PostPicture>;
}

/** The id remark-rehype gives the footnotes' heading: not a section of the post. */
const FOOTNOTE_LABEL = 'footnote-label';

const isSection = (node: Element) => node.properties['id'] !== FOOTNOTE_LABEL;

function tableOfContents(tree: HastRoot): TocEntry[] {
  const toc: TocEntry[] = [];
  visit(tree, 'element', (node) => {
    if ((node.tagName === 'h2' || node.tagName === 'h3') && isSection(node))
      toc.push({
        id: String(node.properties['id']),
        text: toString(node).trim(),
        depth: node.tagName === 'h2' ? 2 : 3,
      });
  });
  return toc;
}

/**
 * Compiles one post file. `css` maps each class its code blocks use to the class's declarations; the same name has
 * the same declarations in every post, so the style sheet of all posts is their union (see codeStyleSheet).
 * Throws a PostError that lists every problem of the file.
 */
/**
 * The ids the post's page has around the post (the skip link's target, the navbar's parts, the footer, the table of
 * contents): a heading named like one ("## Content") would take its anchor, so it gets a `-1` as a second heading
 * of that name would.
 */
export const PAGE_IDS: ReadonlySet<string> = new Set([
  CONTENT_ID,
  'root',
  POST_TOC_ID,
  FOOTER_ID,
  LANGUAGE_SWITCHER_ID,
  MOBILE_MENU_ID,
  BACK_TO_TOP_ID,
]);

function clearOfPageIds(tree: HastRoot) {
  visit(tree, 'element', (element: Element) => {
    const id = element.properties['id'];
    if (/^h[2-6]$/.test(element.tagName) && typeof id === 'string' && PAGE_IDS.has(id))
      element.properties['id'] = `${id}-1`;
  });
}

export async function compilePost(
  source: string,
  options: CompileOptions,
): Promise<{ post: CompiledPost; css: Map<string, string> }> {
  const { file, slug, language, labels } = options;
  const { data, body, problems } = readFrontMatter(source, file, options.tags);
  if (!POST_SLUG.test(slug))
    problems.unshift(`${file}: the folder name "${slug}" is not a slug: use a-z, 0-9 and single hyphens`);
  const highlighting = await codeHighlighting();
  let hast: HastRoot | undefined;
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(() => (tree: MdastRoot) => checkBody(tree, { file, picture: options.picture, problems }))
    // Without allowDangerousHtml, HTML written in the Markdown is dropped, not rendered: a post cannot add scripts,
    // styles or markup the site's checks (CSP, HTML validity) have not seen.
    .use(remarkRehype, {
      footnoteLabel: labels.footnotes,
      footnoteLabelProperties: { className: ['sr-only'] },
      footnoteBackLabel: (reference: number, rereference: number) =>
        `${labels.backToContent} ${reference + 1}${rereference > 1 ? `-${rereference}` : ''}`,
    })
    .use(rehypeSlug)
    .use(() => (tree: HastRoot) => clearOfPageIds(tree))
    .use(rehypeAutolinkHeadings, {
      behavior: 'wrap',
      properties: { className: ['heading-anchor'] },
      test: isSection,
    })
    .use(() => highlighting.transform)
    .use(() => (tree: HastRoot) => void (hast = tree))
    .use(rehypeStringify);
  const html = String(await processor.process(body));

  const cover = data?.cover
    ? await options.picture(data.cover.src, `${file}: cover.src`).then(
        (picture): PostCover => ({ ...picture, alt: data.cover?.alt ?? '' }),
        (error: unknown) => void problems.push(error instanceof Error ? error.message : String(error)),
      )
    : undefined;
  if (problems.length || !data || !hast) throw new PostError(problems.join('\n'));

  const post: CompiledPost = {
    slug,
    language,
    title: data.title,
    date: data.date,
    ...(data.updated ? { updated: data.updated } : {}),
    tags: data.tags,
    summary: data.summary,
    draft: data.draft,
    readingMinutes: Math.max(1, Math.ceil(readingTime(toString(hast)).minutes)),
    ...(cover ? { cover } : {}),
    html,
    toc: tableOfContents(hast),
  };
  return { post, css: highlighting.classes() };
}
