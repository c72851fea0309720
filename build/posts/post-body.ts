/**
 * The checks and pictures of a post's Markdown body, on its syntax tree (mdast) before it becomes HTML: a `#` heading
 * (the title is the page's h1), a link inside a heading (headings are links to themselves), and each picture, drawn
 * from its files in every width and format (`<picture>`), in a `<figure>` when it is alone in its paragraph.
 */
import type { Element, ElementContent } from 'hast';
import type { Image, ImageReference, Nodes, Paragraph, Parent, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { POST_PICTURE_SIZES, type PostPicture } from './post-types.ts';

export interface BodyOptions {
  file: string;
  picture: (src: string, at: string) => Promise<PostPicture>;
  /** Where each problem is written down, in the order of the lines: `file:line: message`. */
  problems: string[];
}

const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[] = [],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function pictureElement(picture: PostPicture, alt: string): Element {
  return element('picture', {}, [
    ...picture.sources.map(({ type, srcSet }) =>
      element('source', { type, srcSet, sizes: POST_PICTURE_SIZES }),
    ),
    element('img', {
      src: picture.src,
      alt,
      width: picture.width,
      height: picture.height,
      loading: 'lazy',
      decoding: 'async',
    }),
  ]);
}

interface Found {
  node: Image | ImageReference;
  parent: Parent;
  src: string;
  title: string | null | undefined;
  line: number;
}

const linkTypes = new Set(['link', 'linkReference', 'footnoteReference']);
const lineOf = (node: Nodes) => node.position?.start.line ?? 1;

/** Checks the body `tree` and draws its pictures; every problem goes to `options.problems`. */
export async function checkBody(tree: Root, { file, picture, problems }: BodyOptions): Promise<void> {
  const found: Found[] = [];
  const noted: { line: number; message: string }[] = [];
  const note = (line: number, message: string) =>
    void noted.push({ line, message: `${file}:${line}: ${message}` });
  const definitions = new Map<string, { url: string; title?: string | null | undefined }>();
  visit(tree, 'definition', (node) => void definitions.set(node.identifier, node));

  visit(tree, (node, _index, parent) => {
    if (node.type === 'heading') {
      if (node.depth === 1)
        note(lineOf(node), "a level-1 heading: the title is the post's heading; start sections at ##");
      else if (node.depth > 4)
        note(lineOf(node), `a level-${node.depth} heading: a post's sections go from ## to ####`);
      visit(node, (child) => {
        if (linkTypes.has(child.type))
          note(
            lineOf(child),
            'a link in a heading: the heading is a link to itself; link from the text below it',
          );
      });
    }
    if (!parent || (node.type !== 'image' && node.type !== 'imageReference')) return;
    // A reference is a picture only where its definition exists (else Markdown leaves it as text).
    const target = node.type === 'image' ? node : definitions.get(node.identifier);
    if (target) found.push({ node, parent, src: target.url, title: target.title, line: lineOf(node) });
  });

  await Promise.all(
    found.map(async ({ node, parent, src, title, line }) => {
      const alt = node.alt?.trim();
      if (!alt) note(line, `picture ${src} has no alt text`);
      let drawn: PostPicture;
      try {
        drawn = await picture(src, `${file}:${line}`);
      } catch (error) {
        // The picture's own message names the file and line.
        return void noted.push({ line, message: error instanceof Error ? error.message : String(error) });
      }
      const drawing = pictureElement(drawn, alt ?? '');
      const alone =
        parent.type === 'paragraph' && parent.children.every((child) => child === node || isBlank(child));
      if (alone) {
        // A figure cannot sit in a <p>: the paragraph becomes the figure.
        (parent as Paragraph).data = {
          hName: 'figure',
          hProperties: { className: ['post-figure'] },
          hChildren: title
            ? [drawing, element('figcaption', {}, [{ type: 'text', value: title }])]
            : [drawing],
        };
      } else {
        // Any node that maps to an element without properties of its own can carry the <picture> (an image's
        // would keep its src and alt).
        parent.children[parent.children.indexOf(node)] = {
          type: 'emphasis',
          children: [],
          data: { hName: 'picture', hChildren: drawing.children },
        };
      }
    }),
  );
  problems.push(...noted.toSorted((a, b) => a.line - b.line).map(({ message }) => message));
}

const isBlank = (node: Nodes) => node.type === 'text' && !node.value.trim();
