import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { build, createServer, type InlineConfig, type Rollup } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompiledPost, PostSummary } from '../posts/post-types';
import { posts } from './posts';

const post = (fields: string, body: string) =>
  `---\ntitle: Hello\ndate: 2026-03-01\nsummary: A first post.\n${fields}---\n\n${body}`;

const entry = `import post from '/content/posts/hello-world/en.md';
import meta from '/content/posts/hello-world/en.md?meta';
import pages from '/content/posts/hello-world/en.md?pages';
import 'virtual:post-code.css';
globalThis.built = { post, meta, pages };
`;

/** A site of its own: one post with a cover, a picture, a footnote and code; its language's blog.json. */
async function site(files: Record<string, string | Buffer>) {
  const root = await mkdtemp(join(tmpdir(), 'posts-plugin-'));
  for (const [name, content] of Object.entries(files)) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), content);
  }
  return root;
}

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const config = (root: string, more: InlineConfig = {}): InlineConfig => ({
  root,
  base: '/site/',
  configFile: false,
  logLevel: 'silent',
  plugins: [posts({ languages: ['en', 'es'] })],
  ...more,
});

let root: string;
beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  root = await site({
    'main.js': entry,
    'content/texts/en/blog.json': JSON.stringify({
      tags: { react: 'React' },
      footnotes: { label: 'Notes', back: 'Back up' },
    }),
    'content/posts/hello-world/en.md': post(
      'tags: [react]\ncover: { src: chart.png, alt: A chart }\n',
      '## Start\n\n![A chart](chart.png "The chart")\n\nA claim.[^1]\n\n```ts\nconst a = 1;\n```\n\n[^1]: A source.\n',
    ),
    'content/posts/hello-world/chart.png': png,
  });
  roots.push(root);
});

describe('posts (vite build)', () => {
  it('gives the client build the post, its summary, its pages and the code sheet, the pictures as assets', async () => {
    const output = (await build(
      config(root, { build: { write: false, rollupOptions: { input: 'main.js' } } }),
    )) as Rollup.RollupOutput;
    const files = output.output.map((file) => file.fileName);
    const picture = files.find((name) => /^assets\/chart-64-[\w-]+\.webp$/.test(name));
    expect(picture).toBeDefined();
    expect(files.some((name) => /^assets\/chart-64-[\w-]+\.avif$/.test(name))).toBe(true);
    const code = output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
    expect(code).toContain(`/site/${picture}`);
    expect(code).toMatch(/id=\\?"footnote-label\\?">Notes<\/h2>/);
    expect(code).not.toContain('__POST_ASSET_');
    const sheet = output.output.find((file) => file.fileName.endsWith('.css'));
    const css = sheet?.type === 'asset' ? String(sheet.source) : '';
    expect(css).toMatch(/\.code-\w+\{--shiki-light:#\w+;--shiki-dark:#\w+/);
    expect(css).toMatch(/:root\[data-theme=["']?light["']?\] \.shiki/);
  });

  it('gives the SSR build the same picture URLs', async () => {
    const outDir = join(root, 'dist/server');
    await build(config(root, { build: { ssr: 'main.js', outDir } }));
    await import(pathToFileURL(join(outDir, 'main.mjs')).href);
    const { built } = globalThis as unknown as {
      built: { post: CompiledPost; meta: PostSummary; pages: unknown };
    };
    const client = (await build(
      config(root, { build: { write: false, rollupOptions: { input: 'main.js' } } }),
    )) as Rollup.RollupOutput;
    const webp = client.output.find((file) =>
      /^assets\/chart-64-[\w-]+\.webp$/.test(file.fileName),
    )?.fileName;
    expect(built.post.html).toContain(`<img src="/site/${webp}" alt="A chart" width="64" height="32"`);
    expect(built.meta.cover).toMatchObject({ src: `/site/${webp}`, alt: 'A chart', width: 64, height: 32 });
    expect(built.meta).not.toHaveProperty('html');
    expect(built.meta).not.toHaveProperty('toc');
    expect(built.meta).toMatchObject({
      slug: 'hello-world',
      language: 'en',
      tags: ['react'],
      readingMinutes: 1,
    });
    expect(built.pages).toEqual({ date: '2026-03-01', tags: ['react'], draft: false });
    expect(built.post.toc).toEqual([{ id: 'start', text: 'Start', depth: 2 }]);
  });

  it('fails the build with every problem of every post', async () => {
    const broken = await site({
      'main.js': "import 'virtual:post-code.css';\n",
      'content/posts/Bad_Name/en.md': post('', 'Text.\n'),
      'content/posts/good/fr.md': post('', 'Texte.\n'),
      'content/posts/good/es.md': post('tags: [reakt]\n', '# Big\n'),
      'content/texts/es/blog.json': JSON.stringify({ tags: { react: 'React' } }),
    });
    roots.push(broken);
    const failure = await build(
      config(broken, { build: { write: false, rollupOptions: { input: 'main.js' } } }),
    ).then(
      () => undefined,
      (error: unknown) => (error as Error).message,
    );
    expect(failure).toContain('content/posts/Bad_Name/en.md: the folder name "Bad_Name" is not a slug');
    expect(failure).toContain('content/posts/good/fr.md: "fr" is not one of the site\'s languages (en, es)');
    expect(failure).toContain('content/posts/good/es.md: tags: unknown tag "reakt": did you mean "react"?');
    expect(failure).toContain('content/posts/good/es.md:8: a level-1 heading');
  });

  it('builds a site without posts: the sheet has the theme rules and no classes', async () => {
    const empty = await site({ 'main.js': "import 'virtual:post-code.css';\n" });
    roots.push(empty);
    const output = (await build(
      config(empty, { build: { write: false, rollupOptions: { input: 'main.js' } } }),
    )) as Rollup.RollupOutput;
    const sheet = output.output.find((file) => file.fileName.endsWith('.css'));
    const css = sheet?.type === 'asset' ? String(sheet.source) : '';
    expect(css).toContain('.shiki');
    expect(css).not.toContain('.code-');
  });
});

describe('posts (dev server)', () => {
  it('serves pictures from the cache and compiles a changed post again', async () => {
    const server = await createServer(
      config(root, { server: { middlewareMode: true, watch: null, ws: false } }),
    );
    try {
      const file = '/content/posts/hello-world/en.md';
      const first = (await server.ssrLoadModule(file)) as { default: CompiledPost };
      const src = /<img src="([^"]+)"/.exec(first.default.html)?.[1] ?? '';
      expect(src).toMatch(/^\/site\/@fs\/.+\/node_modules\/\.cache\/post-pictures\/\w+\.webp$/);
      expect(await readdir(join(root, 'node_modules/.cache/post-pictures'))).toContain(src.split('/').at(-1));

      const path = join(root, file);
      await writeFile(path, (await readFile(path, 'utf8')).replace('## Start', '## Begin'));
      const plugin = server.config.plugins.find((each) => each.name === 'posts');
      const hotUpdate = plugin?.hotUpdate as unknown as (
        this: unknown,
        options: unknown,
      ) => Promise<unknown[]>;
      const environment = server.environments.ssr;
      const modules = [...(environment.moduleGraph.getModulesByFile(path) ?? [])];
      const updated = await hotUpdate.call(
        { environment },
        { file: path, type: 'update', modules, timestamp: Date.now(), server },
      );
      expect(updated).toEqual(expect.arrayContaining(modules));
      for (const module of updated)
        environment.moduleGraph.invalidateModule(module as (typeof modules)[number]);
      const second = (await server.ssrLoadModule(file)) as { default: CompiledPost };
      expect(second.default.toc).toEqual([{ id: 'begin', text: 'Begin', depth: 2 }]);
    } finally {
      await server.close();
    }
  });
});
