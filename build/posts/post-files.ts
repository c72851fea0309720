/**
 * The posts of a site on disk: each `content/posts/<slug>/<code>.md`, with what its language's
 * `content/texts/<code>/blog.json` gives it (the declared tags, the footnotes' words), compiled.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { POSTS_DIR, TEXTS_DIR } from '../../src/content/paths.ts';
import { compilePost, PostError } from './compile-post.ts';
import { POST_PICTURE_CACHE, postPictures, type PostPicturesOptions } from './post-pictures.ts';
import type { CompiledPost } from './post-types.ts';

/** A post file from the project's root, with its folder (the slug) and its name (the language's code). */
export const POST_FILE = new RegExp(`^${POSTS_DIR}/([^/]+)/([^/]+)\\.md$`);

/** The posts' words of one language. */
export interface BlogTexts {
  /** The tag ids: the keys of `tags`. */
  tags: string[];
  labels: { footnotes: string; backToContent: string };
}

const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() ? value : fallback;

/** The texts file a post in language `code` reads. */
export const blogTextsFile = (code: string) => `${TEXTS_DIR}/${code}/blog.json`;

/** `blog.json` of language `code`; without it (or its fields), no tags and the English footnote words. */
export function readBlogTexts(root: string, code: string): BlogTexts {
  const file = blogTextsFile(code);
  const path = join(root, file);
  let data: { tags?: unknown; footnotes?: { label?: unknown; back?: unknown } } = {};
  if (existsSync(path))
    try {
      data = (JSON.parse(readFileSync(path, 'utf8')) as typeof data | null) ?? {};
    } catch (error) {
      throw new PostError(`${file}: ${(error as Error).message}`);
    }
  const { tags, footnotes } = data;
  return {
    tags: tags && typeof tags === 'object' && !Array.isArray(tags) ? Object.keys(tags) : [],
    labels: {
      footnotes: textOr(footnotes?.label, 'Footnotes'),
      backToContent: textOr(footnotes?.back, 'Back to content'),
    },
  };
}

/** Every post file, from the project's root, in order; none when there is no posts folder. */
export function listPostFiles(root: string): string[] {
  const dir = join(root, POSTS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(dir, folder.name))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${POSTS_DIR}/${folder.name}/${name}`),
    )
    .toSorted();
}

/** A compiled file: its post and the classes of its code, or its problems. */
export type PostResult = { post: CompiledPost; css: Map<string, string> } | { error: string };

export interface CompileFilesOptions {
  /** The site's language codes. */
  languages: readonly string[];
  /** Publishes a picture's file (see PostPicturesOptions). */
  emit: PostPicturesOptions['emit'];
}

/** Compiles `files` (from `listPostFiles`) one after the other: their pictures are what takes the time. */
export async function compilePostFiles(
  root: string,
  files: readonly string[],
  { languages, emit }: CompileFilesOptions,
): Promise<Map<string, PostResult>> {
  const cacheDir = join(root, POST_PICTURE_CACHE);
  // One picture pipeline per folder: a picture the post shows in two languages is read once.
  const pictures = new Map<string, ReturnType<typeof postPictures>>();
  const results = new Map<string, PostResult>();
  for (const file of files) {
    const [, slug = '', code = ''] = POST_FILE.exec(file) ?? [];
    try {
      if (!languages.includes(code))
        throw new PostError(
          `${file}: "${code}" is not one of the site's languages (${languages.join(', ')}): name each file <code>.md`,
        );
      const { tags, labels } = readBlogTexts(root, code);
      const folder = join(root, POSTS_DIR, slug);
      const picture = pictures.get(folder) ?? postPictures(folder, { emit, cacheDir });
      pictures.set(folder, picture);
      const source = await readFile(join(root, file), 'utf8');
      results.set(file, await compilePost(source, { file, slug, language: code, tags, labels, picture }));
    } catch (error) {
      // A file that cannot be read fails as a post does, by its name.
      results.set(file, { error: error instanceof PostError ? error.message : `${file}: ${String(error)}` });
    }
  }
  return results;
}
