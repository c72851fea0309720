// @vitest-environment node
import { build, createLogger, type Rolldown } from 'vite';
import { expect, it } from 'vitest';
import config from '../vite.config';

// The chunk groups of vite.config.ts, given to Vite's bundler over two small modules: whatever they are told, the
// owner reads every warning on each `npm run build`.
it("the client build's chunk groups raise no warning from the bundler", async () => {
  const client = await config({ command: 'build', mode: 'production', isSsrBuild: false });
  const output = client.build?.rolldownOptions?.output as Rolldown.OutputOptions;
  expect(output.codeSplitting).toBeTruthy();
  const warnings: string[] = [];
  const logger = createLogger('warn');
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  const modules: Record<string, string> = {
    entry: 'import("part"); export const a = 1;',
    part: 'export const b = 2;',
  };
  await build({
    configFile: false,
    logLevel: 'warn',
    customLogger: logger,
    plugins: [
      { name: 'modules', resolveId: (id) => (id in modules ? id : null), load: (id) => modules[id] ?? null },
    ],
    build: { write: false, rolldownOptions: { input: 'entry', output } },
  });
  expect(warnings).toEqual([]);
});
