/**
 * `npm run new-post -- <slug>`: a post to write, in every language of the site: `content/posts/<slug>/<code>.md`, each
 * a draft (not published) whose front matter the build accepts, with a comment showing what its Markdown may hold.
 * Texts to replace carry the placeholder mark, which the build and the doctor list.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { POSTS_DIR } from '../../src/content/paths';
import {
  CommandError,
  commandArgs,
  languageCodes,
  PLACEHOLDER,
  titleOf,
  writeFormatted,
} from './project-files';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const postFolder = (slug: string) => `${POSTS_DIR}/${slug}`;
export const postFile = (slug: string, language: string) => `${postFolder(slug)}/${language}.md`;

/** The file of one language: quoted values, since `TODO: …` unquoted is not YAML. */
const postOf = (title: string, day: string) => `---
title: '${PLACEHOLDER} ${title}'
date: ${day}
tags: []
summary: '${PLACEHOLDER} one or two sentences for the lists, the feed and link previews.'
draft: true
---

${PLACEHOLDER} the post, in Markdown. Delete this file if the post is not written in this language.

<!--
What a post may hold (HTML written here, such as this comment, is not shown):

## A section: ## and ### headings (the title above is the page's heading)

A paragraph with \`code\`, **bold**, a [link](https://example.com) and a footnote.[^1]

- A list item
- Another

\`\`\`ts
const answer = 42;
\`\`\`

![What the picture shows, for those who cannot see it](picture.png "An optional caption")

[^1]: The footnote's text, listed at the end of the post.
-->
`;

const USAGE = 'Usage: npm run new-post -- <slug>';

function parse(args: string[]) {
  const { positionals } = commandArgs({ args, options: {}, allowPositionals: true }, USAGE);
  const [slug, ...rest] = positionals;
  if (!slug || rest.length) throw new CommandError(USAGE);
  return slug;
}

/** Creates the post in the site at `root`, dated `now` (UTC); returns the files it wrote. */
export async function newPost(root: string, slug: string, now = new Date()): Promise<string[]> {
  if (!SLUG.test(slug))
    throw new CommandError(
      `"${slug}" is not a URL-safe slug: use lowercase letters, digits and single hyphens, such as my-first-post.`,
    );
  if (existsSync(join(root, postFolder(slug))))
    throw new CommandError(`A post "${slug}" already exists (${postFolder(slug)}/). Choose another slug.`);
  mkdirSync(join(root, postFolder(slug)), { recursive: true });
  const text = postOf(titleOf(slug), now.toISOString().slice(0, 10));
  const written = languageCodes().map((language) => postFile(slug, language));
  for (const file of written) await writeFormatted(root, file, text);
  return written;
}

export async function main(args: string[], root = process.cwd()): Promise<string> {
  const slug = parse(args);
  const written = await newPost(root, slug);
  return [
    `Created the post ${slug}, a draft:`,
    ...written.map((file) => `  ${file}`),
    'Next:',
    '  write it in each file (its comment shows what the Markdown may hold); delete the file of a language it is not in',
    `  put its pictures (PNG, JPEG or WebP) in ${postFolder(slug)}/, shown with ![alt text](picture.png "caption")`,
    '  set draft: false in each file to publish it',
    '  npm run doctor   (lists what is left to write, the drafts and the posts not in every language)',
  ].join('\n');
}
