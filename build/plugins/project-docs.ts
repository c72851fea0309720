/**
 * A project's documentation is one Markdown file per language (`content/texts/{code}/docs/{slug}.md`), compiled at
 * build time into the texts the detail page renders (`DocumentationTexts`), so that no Markdown parser reaches the
 * browser. The form, and the errors that name file and line when a file strays from it:
 * - front matter (YAML) `features`: each feature id of the project in projects.ts, with its title, or title and caption;
 * - paragraphs before any heading: the extended description ("More about this project");
 * - optionally one `## title`, its paragraphs, then `### headings` each followed by one list (the cards below it).
 */
import { relative } from 'node:path';
import { marked, type Token, type Tokens } from 'marked';
import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import type { DocumentationTexts } from '../../src/content/schemas';

export class DocumentationError extends Error {
  override name = 'DocumentationError';
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/** Plain text of a paragraph or list item: inline marks (emphasis, code, links) keep their words. */
function plainText(tokens: readonly Token[] | undefined, fallback: string): string {
  const text = tokens
    ? tokens
        .map((token) =>
          'tokens' in token && token.tokens
            ? plainText(token.tokens, '')
            : ((token as Tokens.Text).text ?? ' '),
        )
        .join('')
    : fallback;
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function featuresOf(
  data: unknown,
  fail: (line: number, message: string) => never,
): DocumentationTexts['features'] {
  if (data === undefined || data === null) return {};
  const features = (data as { features?: unknown }).features ?? {};
  const keys = Object.keys(data as object).filter((key) => key !== 'features');
  if (typeof data !== 'object' || keys.length)
    fail(1, `front matter: unknown field ${keys.map((key) => `"${key}"`).join(', ')} (only "features")`);
  if (typeof features !== 'object') fail(1, 'front matter: features must map each feature id to its title');
  return Object.fromEntries(
    Object.entries(features as Record<string, unknown>).map(([id, value]) => {
      if (typeof value === 'string') return [id, { title: value }];
      const { title, caption, ...rest } = (value ?? {}) as Record<string, unknown>;
      if (
        typeof title !== 'string' ||
        (caption !== undefined && typeof caption !== 'string') ||
        Object.keys(rest).length
      )
        fail(1, `front matter: features.${id} must be a title, or { title, caption }`);
      return [id, caption === undefined ? { title } : { title, caption }];
    }),
  );
}

/** Compiles one documentation file; `file` names it in errors, as `file:line: message`. */
export function compileDocumentation(source: string, file: string): DocumentationTexts {
  const fail = (line: number, message: string): never => {
    throw new DocumentationError(`${file}:${line}: ${message}`);
  };
  const front = FRONT_MATTER.exec(source);
  let data: unknown;
  try {
    data = front ? parseYaml(front[1] ?? '') : undefined;
  } catch (error) {
    fail(1, `front matter: ${(error as Error).message.split('\n')[0]}`);
  }
  const features = featuresOf(data, fail);
  const body = front ? source.slice(front[0].length) : source;
  let line = front ? front[0].split('\n').length : 1;

  const description: string[] = [];
  let article: NonNullable<DocumentationTexts['article']> | undefined;
  let listTitle: string | undefined;
  for (const token of marked.lexer(body)) {
    const at = line;
    line += (token.raw.match(/\n/g) ?? []).length;
    if (token.type === 'space' || (token.type === 'html' && /^\s*<!--[\s\S]*-->\s*$/.test(token.raw)))
      continue;
    if (token.type === 'paragraph') {
      if (listTitle !== undefined)
        fail(at, `a paragraph after "### ${listTitle}": a ### heading takes one list`);
      (article ? article.paragraphs : description).push(plainText(token.tokens, token.text));
    } else if (token.type === 'heading' && token.depth === 2) {
      if (article) fail(at, `a second ## title ("${token.text}"): a documentation has at most one`);
      if (!description.length) fail(at, 'the description (paragraphs before the ## title) is missing');
      article = { title: plainText(token.tokens, token.text), paragraphs: [], lists: [] };
    } else if (token.type === 'heading' && token.depth === 3) {
      if (!article) fail(at, `"### ${token.text}" needs a ## title above it`);
      if (listTitle !== undefined) fail(at, `"### ${listTitle}" has no list`);
      listTitle = plainText(token.tokens, token.text);
    } else if (token.type === 'list') {
      if (!article || listTitle === undefined) fail(at, 'a list needs a ### heading above it');
      article?.lists.push({
        title: listTitle ?? '',
        items: (token as Tokens.List).items.map((item) => plainText(item.tokens, item.text)),
      });
      listTitle = undefined;
    } else {
      fail(
        at,
        `${token.type === 'heading' ? `a level-${token.depth} heading` : `"${token.type}"`} is not supported: ` +
          'write paragraphs, then optionally one ## title with paragraphs and ### headings each followed by a list',
      );
    }
  }
  if (listTitle !== undefined) fail(line, `"### ${listTitle}" has no list`);
  if (!description.length) fail(line, 'the description (paragraphs before any heading) is missing');
  return { description, features, ...(article ? { article } : {}) };
}

const documentationFile = /[\\/]texts[\\/][^\\/]+[\\/]docs[\\/][^\\/]+\.md$/;

/** Vite plugin: each documentation file becomes a module of its compiled texts (a JSON object, as a namespace is). */
export function projectDocs(): Plugin {
  return {
    name: 'project-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!documentationFile.test(id)) return null;
      const texts = compileDocumentation(code, relative(process.cwd(), id));
      return { code: `export default ${JSON.stringify(texts)};\n`, map: null };
    },
  };
}
