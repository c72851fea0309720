import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { readWranglerConfig } from './scripts/wrangler-config.mjs';

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

// `npm run build:edge`: the Cloudflare Worker (server/edge/worker.ts) as one ES module for workerd, in dist/edge.
// Its own config, so that neither `npm run build` nor its outputs change: no React, Tailwind or font plugins, and
// every dependency bundled in (workerd has no node_modules). `ssr.target: 'webworker'` resolves packages as a
// browser would (the "browser" and "module" conditions, after "workerd" and "worker") and emits a single file.
export default defineConfig({
  resolve: { alias: [{ find: '@', replacement: src }] },
  plugins: [workerdBuiltins()],
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
