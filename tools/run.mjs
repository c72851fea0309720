// Runs a TypeScript command of tools/ with Vite's module runner (which resolves the `@/` alias and compiles the
// projects' Markdown as the build does): `node tools/run.mjs tools/owner/new-project.ts my-app --category …`. The module's `main(args)` returns
// what to print; an error it throws is printed as its message alone, and the exit code is 1.
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** @typedef {{ main(args: string[]): unknown }} Command */

const [script, ...args] = process.argv.slice(2);
/** @type {import('vite').InlineConfig} */
const config = {
  configFile: false,
  logLevel: 'error',
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('../src', import.meta.url)) }] },
};
try {
  // The projects' documentation and the posts are Markdown, compiled as the build compiles them, for commands that read
  // the texts.
  if (!script) throw new Error('Usage: node tools/run.mjs <script.ts> [arguments]');
  /** @type {{ module: typeof import('../build/plugins/project-docs.ts') }} */
  const { module: docs } = await runnerImport('build/plugins/project-docs.ts', config);
  /** @type {{ module: typeof import('../build/plugins/posts.ts') }} */
  const { module: posts } = await runnerImport('build/plugins/posts.ts', config);
  /** @type {{ module: Command }} */
  const { module } = await runnerImport(script, { ...config, plugins: [docs.projectDocs(), posts.posts()] });
  console.log(await module.main(args.filter((arg) => arg !== '--')));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
