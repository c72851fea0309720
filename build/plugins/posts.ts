/**
 * The blog's posts as modules (build/posts/): every `content/posts/<slug>/<code>.md` is compiled when the build starts
 * (in development, when a module first asks for a post), so that a failing post stops the build at once and the code's
 * style sheet is whole before any module asks for it.
 * - `/content/posts/<slug>/<code>.md`: the CompiledPost (`export default {…}`);
 *   with `?meta` its PostSummary (no html, no toc); with `?pages` what the route table needs (date, tags, draft);
 * - `virtual:post-code.css`: the classes of every post's code and the switch between their themes.
 * A picture's files are assets of the build (`import.meta.ROLLUP_FILE_URL_…`, which Vite writes as the site's base
 * and the file name in the client and the SSR build alike); the dev server serves them from the cache (`/@fs/…`).
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { normalizePath, type Plugin, type ResolvedConfig } from 'vite';
import { siteLanguages } from '../../src/content/languages.ts';
import { POSTS_DIR } from '../../src/content/paths.ts';
import { codeStyleSheet } from '../posts/code-highlight.ts';
import {
  blogTextsFile,
  compilePostFiles,
  listPostFiles,
  POST_FILE,
  type PostResult,
} from '../posts/post-files.ts';
import type { CompiledPost, PostSummary } from '../posts/post-types.ts';

/** The style sheet of the posts' code blocks, for the app to import. */
export const POST_CODE_CSS = 'virtual:post-code.css';
const RESOLVED_CSS = `\0${POST_CODE_CSS}`;

/** A picture file's URL in a post's data until its module is written: the asset's id. */
const ASSET = /__POST_ASSET_([\da-f]{16})__/g;

const summaryOf = ({ html: _html, toc: _toc, ...summary }: CompiledPost): PostSummary => summary;
const pagesOf = ({ date, tags, draft }: CompiledPost) => ({ date, tags, draft });

export interface PostsOptions {
  /** The site's language codes (content/languages.ts), the only names a post file may have. */
  languages?: readonly string[];
}

export function posts({
  languages = siteLanguages.map((language) => language.code),
}: PostsOptions = {}): Plugin {
  let config: ResolvedConfig;
  let results = new Map<string, PostResult>();
  /** Settles once every post of the last (re)compilation is in `results`. */
  let ready: Promise<void> | undefined;
  const assets = new Map<string, { name: string; source: Buffer }>();
  /** Each asset's reference in the current build. */
  let references = new Map<string, string>();

  const emit = (name: string, source: Buffer, cached: string) => {
    if (config.command === 'serve') return posix.join(config.base, '@fs', normalizePath(cached));
    const id = createHash('sha256').update(source).digest('hex').slice(0, 16);
    assets.set(id, { name, source });
    return `__POST_ASSET_${id}__`;
  };
  const compile = async (files: readonly string[]) => {
    for (const [file, result] of await compilePostFiles(config.root, files, { languages, emit }))
      results.set(file, result);
  };
  const errors = (files: Iterable<string>) =>
    [...files].flatMap((file) => {
      const result = results.get(file);
      return result && 'error' in result ? [result.error] : [];
    });
  /** The module code of `value`, each picture's URL the reference to its asset. */
  const moduleCode = (
    emitFile: (asset: { type: 'asset'; name: string; source: Buffer }) => string,
    value: unknown,
  ) =>
    `export default ${JSON.stringify(value).replace(ASSET, (_, id: string) => {
      let reference = references.get(id);
      const asset = assets.get(id);
      if (!reference && asset) {
        reference = emitFile({ type: 'asset', name: asset.name, source: asset.source });
        references.set(id, reference);
      }
      return `" + import.meta.ROLLUP_FILE_URL_${reference ?? ''} + "`;
    })};\n`;

  /** The post files a change to `file` (from the root) touches, or undefined when it touches none. */
  function touchedBy(file: string): string[] | undefined {
    if (POST_FILE.test(file)) return [file];
    const folder = new RegExp(`^${POSTS_DIR}/([^/]+)/`).exec(file)?.[1];
    const code = languages.find((each) => blogTextsFile(each) === file);
    if (folder === undefined && code === undefined) return undefined;
    const files = new Set([...listPostFiles(config.root), ...results.keys()]);
    return [...files].filter((post) => {
      const [, slug, language] = POST_FILE.exec(post) ?? [];
      return slug === folder || language === code;
    });
  }

  let refresh: { timestamp: number; done: Promise<void> } | undefined;
  /** In development, every post compiled once, on the first module that needs them. */
  const started = () =>
    (ready ??= compile(listPostFiles(config.root)).then(() => {
      for (const error of errors(results.keys())) config.logger.error(error);
    }));

  return {
    name: 'posts',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // The dev server (and Vitest's) compiles the posts when a module first asks for one (see started).
      if (config.command === 'serve') return;
      results = new Map();
      references = new Map();
      assets.clear();
      ready = compile(listPostFiles(config.root));
      await ready;
      const problems = errors(results.keys());
      if (problems.length) this.error(problems.join('\n'));
    },
    resolveId(id) {
      return id === POST_CODE_CSS ? RESOLVED_CSS : undefined;
    },
    async load(id) {
      const [path = '', query = ''] = id.split('?');
      const file = normalizePath(relative(config.root, path));
      if (id !== RESOLVED_CSS && !POST_FILE.test(file)) return undefined;
      await started();
      if (id === RESOLVED_CSS) {
        const classes = [...results.values()].flatMap((result) => ('css' in result ? [...result.css] : []));
        return codeStyleSheet(new Map(classes));
      }
      if (!results.has(file)) await compile([file]);
      const result = results.get(file);
      if (!result || 'error' in result) return this.error(result?.error ?? `${file}: not compiled`);
      const params = new URLSearchParams(query);
      const { post } = result;
      const value = params.has('meta') ? summaryOf(post) : params.has('pages') ? pagesOf(post) : post;
      return { code: moduleCode((asset) => this.emitFile(asset), value), map: null, moduleType: 'js' };
    },
    // In development: a post, its picture or its language's blog.json changed: compile what it touches again, and
    // update those modules and the code's style sheet. Called once per environment (client, ssr) for one change.
    async hotUpdate({ file, modules, timestamp }) {
      const touched = touchedBy(normalizePath(relative(config.root, file)));
      if (!touched) return undefined;
      if (refresh?.timestamp !== timestamp) {
        const done = started().then(async () => {
          for (const post of touched) results.delete(post);
          await compile(touched.filter((post) => existsSync(join(config.root, post))));
          for (const error of errors(touched)) config.logger.error(error);
        });
        refresh = { timestamp, done };
        ready = done;
      }
      await refresh.done;
      const graph = this.environment.moduleGraph;
      const updated = new Set(modules);
      for (const post of touched)
        for (const module of graph.getModulesByFile(normalizePath(join(config.root, post))) ?? [])
          updated.add(module);
      const sheet = graph.getModuleById(RESOLVED_CSS);
      if (sheet) updated.add(sheet);
      return [...updated];
    },
  };
}
