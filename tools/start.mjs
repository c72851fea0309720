// `npm start`: serves the production build, building it first when there is none or when a source changed after it.
import { spawnSync } from 'node:child_process';
import { staleBuild } from './build-freshness.mjs';
import { initContent } from './init-content.mjs';

const said = initContent();
if (said) console.log(said);

const stale = staleBuild();
if (stale) {
  process.stdout.write(
    'missing' in stale
      ? 'No build yet: building the site (npm run build)…\n'
      : `${stale.changed} changed after the last build: building the site again (npm run build)…\n`,
  );
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// Named by a variable: the file exists only once built, and the type check must not look for it.
const server = '../dist/server/server.js';
await import(server);
