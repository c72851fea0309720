// `npm start`: serves the production build, building it first when there is none.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = [
  'dist/server/server.js',
  'dist/server/pages.json',
  'dist/server/content-security-policy.json',
  'dist/client/index.html',
].every((file) => existsSync(file));
if (!built) {
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/server/server.js');
