import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { fontSubset } from './scripts/font-subset.ts';
import { iconSprite } from './scripts/icon-sprite.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

// One config, two builds: the client bundle (dist/client) and, with --ssr, the Node side
// (prerender script, render entry and production server) in dist/server.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { '@': src } },
  plugins: [react(), tailwindcss(), iconSprite(), fontSubset()],
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rollupOptions: {
          input: {
            'entry-server': 'src/app/entry-server.tsx',
            prerender: 'scripts/prerender.ts',
            server: 'server/index.ts',
            messages: 'server/messages-cli.ts',
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
      },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    css: false,
    // Component tests render whole sections; a loaded 2-core CI machine needs more than the 5 s default.
    testTimeout: 20_000,
  },
}));
