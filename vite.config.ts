import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { fontFallbacks } from './build/plugins/font-fallbacks.ts';
import { fontSubset } from './build/plugins/font-subset.ts';
import { printSheet } from './build/plugins/print-sheet.ts';
import { iconSprite } from './build/plugins/icon-sprite.ts';
import { posts } from './build/plugins/posts.ts';
import { projectDocs } from './build/plugins/project-docs.ts';
import { routerPure } from './build/plugins/router-pure.ts';
import { themeTokens } from './build/plugins/theme-tokens.ts';
import { basePath } from './build/site-url.ts';
import { PUBLIC_DIR } from './src/content/paths.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

const entryModule = `${src}/app/entry-client.tsx`;
const startModule = `${src}/app/start-app.tsx`;
const homeModule = `${src}/pages/home-page.tsx`;

type ModuleGraph = {
  getModuleInfo(id: string): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
};

/**
 * The roots that load a module: the entry and every dynamically imported module (a screen, a deferred part, a
 * language's texts) from which a chain of static imports leads to it.
 */
function rootsOf(graph: ModuleGraph, id: string) {
  const roots = new Set<string>();
  const seen = new Set<string>();
  const visit = (moduleId: string) => {
    if (seen.has(moduleId)) return;
    seen.add(moduleId);
    const info = graph.getModuleInfo(moduleId);
    if (moduleId === entryModule || (info?.dynamicImporters.length ?? 0) > 0) roots.add(moduleId);
    else info?.importers.forEach(visit);
  };
  visit(id);
  return roots;
}

/** A style sheet: left out of the named groups, as Vite emits the CSS itself. */
const isStyleSheet = (id: string) => /\.css($|\?)/.test(id);

/** React, React DOM and the scheduler: React DOM `require`s the other two, edges the module graph's importers leave out. */
const reactModules = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * `react`: React and what the entry (src/app/entry-client.tsx) imports statically, directly or not. A group of its
 * own, which captures first: a group also takes the dependencies of what it captures, so `app`, whose modules import
 * React and the constants, had taken both, and the entry's graph then imported `app` and ran it in the entry's task
 * (490-573 ms with the CPU 4x slower, docs/decisions.md).
 */
function entryChunk(id: string, graph: ModuleGraph) {
  if (isStyleSheet(id) || id === entryModule) return null;
  return reactModules.test(id) || rootsOf(graph, id).has(entryModule) ? 'react' : null;
}

/** The posts' summaries: src/content/posts.ts and each post's `?meta` module (build/plugins/posts.ts). */
const postsModule = `${src}/content/posts.ts`;
const postSummary = /[\\/]content[\\/]posts[\\/][^?]*\.md\?meta$/;

/** One icon's shapes in the `lucide` package (`import { Mail } from 'lucide'` reaches it through the package's index). */
const lucideIcon = /[\\/]node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * Names the chunk of a client module outside `react`, so that each page loads its code in few files and runs it in
 * few tasks:
 * - `app`: what the app's start (src/app/start-app.tsx) imports, and what the home screen shares with other screens
 *   or parts (every page loads `app`, so the home page pays nothing for it);
 * - `shared`: small modules that two or more other screens or parts use (catalogue hooks, project cards, the
 *   section frame): one request instead of four on the catalogue and detail pages;
 * - `posts`: the posts' summaries, which only the blog's pages and home's latest writing load.
 * The entry, the start module, CSS and each root's own modules keep Rolldown's chunks (the font-subset plugin and the
 * prerender's loader list read the entry's and the start's by name).
 */
function clientChunk(id: string, graph: ModuleGraph) {
  if (isStyleSheet(id) || id === entryModule || id === startModule) return null;
  // Every feature imports its icons through lucide's one index module, so the graph gives each icon the roots of every
  // icon user and puts them all in `app`; left to Rolldown, an icon goes with the code that draws it (docs/decisions.md).
  if (lucideIcon.test(id)) return null;
  // The posts' summaries (every post in every language): the blog's screens, home's latest writing and the page
  // descriptions share them, in a chunk of their own that no other page loads.
  if (id === postsModule || postSummary.test(id)) return 'posts';
  const roots = rootsOf(graph, id);
  if (roots.has(startModule) || (roots.has(homeModule) && roots.size > 1)) return 'app';
  return roots.size > 1 && id.startsWith(src) ? 'shared' : null;
}

/**
 * The tests that replace modules (`vi.mock`, `vi.doMock`) or reset the registry (`vi.resetModules`): each needs a module
 * registry of its own. Found by reading the test files, not listed by hand: breadcrumb.test.tsx was left off such a list
 * and failed whenever a file before it in its worker had loaded the module it replaces.
 */
function testsThatReplaceModules(...dirs: string[]) {
  const replaces = /\bvi\.(mock|doMock|resetModules)\(/;
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file.split(sep).join('/')}`)
      .filter((file) => replaces.test(readFileSync(file, 'utf8'))),
  );
}
// The content's tests too: they validate the shared texts, and catalogue.test.ts failed now and then when it shared a
// registry with the other files.
const mockingTests = ['src/content/*.test.ts', ...testsThatReplaceModules('src')];
const nodeMockingTests = testsThatReplaceModules('server', 'build', 'tools');

// One config, two builds: the client bundle (dist/client) and, with --ssr, the Node side
// (prerender script, build check, render entry and production server) in dist/server.
export default defineConfig(({ isSsrBuild }) => ({
  // The site's folder on its host (`/` at an origin's root), from the site URL; the unit tests run at the root.
  base: process.env.VITEST ? '/' : basePath(),
  // The owner's pictures, icons and videos, served at the site's root (src/content/paths.ts).
  publicDir: PUBLIC_DIR,
  resolve: {
    alias: [
      { find: '@', replacement: src },
      // React 19 has the hook that react-i18next takes from this shim for older Reacts (see the module).
      { find: /^use-sync-external-store\/shim$/, replacement: `${src}/boot/use-sync-external-store-shim.ts` },
      // React Router's package exports only its development build (its warnings and checks); its production build
      // sits beside it. The client takes that one (0.3 KB less brotli on every page's first JavaScript).
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]),
    ],
  },
  plugins: [
    projectDocs(),
    posts(),
    routerPure(),
    react(),
    fontFallbacks(),
    themeTokens(),
    tailwindcss(),
    iconSprite(),
    fontSubset(),
    printSheet(),
  ],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: {
          input: {
            'entry-server': 'src/app/entry-server.tsx',
            prerender: 'build/prerender.ts',
            check: 'tools/check/check.ts',
            server: 'server/node/index.ts',
            messages: 'server/node/messages-cli.ts',
          },
          output: { entryFileNames: '[name].js' },
        },
      }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        // Every browser the build targets but Safari 15-16 follows <link rel="modulepreload"> itself; those two
        // load the same modules as the imports ask, a little later. The polyfill was in every page's entry.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            codeSplitting: {
              // A group named by a function needs a debugName, or the bundler warns on every build.
              groups: [
                { name: entryChunk, debugName: 'react', priority: 2 },
                { name: clientChunk, debugName: 'app and shared', priority: 1 },
              ],
            },
          },
        },
      },
  test: {
    css: false,
    // Component tests render whole sections; a loaded 2-core CI machine needs more than the 5 s default.
    testTimeout: 20_000,
    // Every core: Vitest's default leaves one to its main thread (one worker on two cores, the machine a third idle:
    // 111 s for the unit tests, 82-91 s with two workers).
    maxWorkers: availableParallelism(),
    // The app's code is tested in a DOM; the server's and the scripts' in Node, without paying for one (a file that
    // needs it says `// @vitest-environment jsdom`).
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingTests,
          setupFiles: ['./vitest.setup.ts'],
          // One DOM and one module registry per worker, not per file: the files clean up after themselves
          // (vitest.setup.ts), and those that replace modules run apart (`app-mocks`).
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'app-mocks',
          environment: 'jsdom',
          // A fresh context for each file in a worker that stays: its jsdom and Vitest are loaded once, where a new
          // thread per file loaded them again (these 17 files took 35 s on two cores, 11 s so).
          pool: 'vmThreads',
          include: mockingTests,
          setupFiles: ['./vitest.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['server/**/*.test.ts', 'build/**/*.test.ts', 'tools/**/*.test.ts'],
          exclude: nodeMockingTests,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'node-mocks', environment: 'node', include: nodeMockingTests },
      },
    ],
  },
}));
