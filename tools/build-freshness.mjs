// Whether the production build in dist/ is older than what it is built from, for `npm start` (tools/start.mjs):
// it builds again rather than serve a site without the owner's last edits. Plain JavaScript, run by Node as is.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The files `npm run build` writes last and `npm start` reads; the build is there when they all are. */
export const BUILD_OUTPUTS = [
  'dist/server/server.js',
  'dist/server/pages.json',
  'dist/server/content-security-policy.json',
  'dist/client/index.html',
];

/**
 * What `npm run build` reads: the app, the owner's content (texts, data and public files), the server, the build's code (and the owner's placeholder
 * list it warns of), its configuration and
 * dependencies. A folder counts too, as a file removed from it (a project, a picture) changes its time.
 */
export const BUILD_SOURCES = [
  'src',
  'content',
  'server',
  'build',
  'tools/owner/placeholders.ts',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

/** Tests, which the build never runs (the sample's generators live apart, in samples/). */
const notRead = (path) => /\.test\.tsx?$/.test(path);

/** The newest of `path` and what is under it, as [modified time in ms, path]. */
function newest(root, path) {
  if (notRead(path) || !existsSync(join(root, path))) return [0, path];
  const stats = statSync(join(root, path));
  let found = [stats.mtimeMs, path];
  if (stats.isDirectory())
    for (const name of readdirSync(join(root, path))) {
      const under = newest(root, join(path, name));
      if (under[0] > found[0]) found = under;
    }
  return found;
}

/**
 * Why the build of the site at `root` must be made again: `missing` when an output is not there, the newest source
 * (a path relative to `root`) when one changed after the oldest output was written; undefined when it is fresh.
 */
export function staleBuild(root = process.cwd()) {
  if (!BUILD_OUTPUTS.every((file) => existsSync(join(root, file)))) return { missing: true };
  const built = Math.min(...BUILD_OUTPUTS.map((file) => statSync(join(root, file)).mtimeMs));
  const [changed, path] = BUILD_SOURCES.map((source) => newest(root, source)).reduce((a, b) =>
    b[0] > a[0] ? b : a,
  );
  return changed > built ? { changed: path } : undefined;
}
