import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { readWranglerConfig } from './tools/edge/wrangler-config.mjs';
import { NOT_FOUND_KEY, stylesheetsOf } from './server/core/built-files.ts';
import { FILE_TABLE_FILE } from './server/core/file-table.ts';
import { builtSiteUrl } from './build/site-url.ts';
import { POLICY_FILE } from './server/security/content-security-policy.ts';
import { posts } from './build/plugins/posts.ts';
import { projectDocs } from './build/plugins/project-docs.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

const nodeCompat = (readWranglerConfig().compatibility_flags ?? []).some((flag) =>
  flag.startsWith('nodejs_compat'),
);
const nodeBuiltins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));

/**
 * Node's built-in modules: workerd has them only with the `nodejs_compat` flag (wrangler.jsonc). Without it, an
 * import of one fails the build, naming the importer (Vite would leave the import in the bundle with a warning, and
 * the Worker would fail only when workerd loads it); with it, they stay imports for workerd to provide. A package
 * of the same name as a built-in (`buffer`, `events`…) that is installed is bundled as any other.
 */
function workerdBuiltins(): Plugin {
  return {
    name: 'workerd-builtins',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!nodeBuiltins.has(id)) return null;
      if (!id.startsWith('node:')) {
        const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
        if (resolved && !resolved.external) return resolved;
      }
      if (nodeCompat) return { id: id.startsWith('node:') ? id : `node:${id}`, external: true };
      return this.error(
        `${importer ?? 'The Worker'} imports "${id}", a Node built-in that workerd lacks without nodejs_compat: ` +
          'use the Web API (crypto.randomUUID(), fetch, TextEncoder…) or add "nodejs_compat" to the ' +
          'compatibility_flags of wrangler.jsonc.',
      );
    },
  };
}

const BUILT_SITE = 'virtual:built-site';

/** A file of the site's build, or a failure that says to build it first. */
function read(file: string) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` before \`npm run build:edge\`.`);
  }
}

/**
 * What `npm run build` wrote, for the Worker to bundle (server/edge/built-site.d.ts): the page map, the files' table, the
 * Content-Security-Policy, and the stylesheets the pages link (read from the not-found page, as the Node server does).
 */
function builtSite(): Plugin {
  return {
    name: 'built-site',
    resolveId: (id) => (id === BUILT_SITE ? `\0${BUILT_SITE}` : null),
    load(id) {
      if (id !== `\0${BUILT_SITE}`) return null;
      const pages = JSON.parse(read('dist/server/pages.json')) as Record<string, Record<string, string>>;
      // The fallback language's, the first of the page's files.
      const [notFoundFile = ''] = Object.values(pages[NOT_FOUND_KEY] ?? {});
      const notFound = read(join('dist/client', notFoundFile));
      return [
        `export const pages = ${JSON.stringify(pages)};`,
        `export const files = ${read(join('dist/server', FILE_TABLE_FILE))};`,
        `export const policy = ${read(join('dist/server', POLICY_FILE))};`,
        `export const stylesheets = ${JSON.stringify(stylesheetsOf(notFound))};`,
      ].join('\n');
    },
  };
}

// `npm run build:edge`: the Cloudflare Worker (server/edge/worker.ts) as one ES module for workerd, in dist/edge.
// Its own config, so that neither `npm run build` nor its outputs change: no React, Tailwind or font plugins, and
// every dependency bundled in (workerd has no node_modules). `ssr.target: 'webworker'` resolves packages as a
// browser would (the "browser" and "module" conditions, after "workerd" and "worker") and emits a single file.
export default defineConfig({
  // The site's folder, as the site's build wrote it (vite.config.ts): the Worker serves the site there.
  base: builtSiteUrl().base,
  resolve: { alias: [{ find: '@', replacement: src }] },
  plugins: [projectDocs(), posts(), workerdBuiltins(), builtSite()],
  ssr: {
    target: 'webworker',
    noExternal: true,
    resolve: { conditions: ['workerd', 'worker', 'browser', 'module', 'production'] },
  },
  publicDir: false,
  build: {
    ssr: 'server/edge/worker.ts',
    outDir: 'dist/edge',
    emptyOutDir: true,
    target: 'es2022',
    // Uploaded with the Worker (wrangler.jsonc: upload_source_maps), so that errors name the TypeScript lines.
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'worker.js' } },
  },
});
