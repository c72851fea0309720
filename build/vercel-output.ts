/**
 * Vercel's deployment, written by the build in Vercel's Build Output API (version 3): `.vercel/output/config.json`
 * holds the routes (the headers, then the files, then each language's not-found page, from the site's languages:
 * `vercelRoutes`) and `.vercel/output/static/` the published files. Vercel takes a build command's `.vercel/output`
 * as the deployment, so no committed file names a language (docs/deploy.md).
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vercelRoutes } from './site-files';

/** Where Vercel looks for the Build Output API's files, from the project's root. */
export const VERCEL_OUTPUT_DIR = '.vercel/output';

/** The other hosts' rule files, which Vercel would publish as files. */
const otherHostsFiles = new Set(['_redirects', '_headers', '.assetsignore']);

/** The Build Output API's configuration: its version and the site's routes. */
export const vercelOutputConfig = () => ({ version: 3, routes: vercelRoutes() });

/**
 * Writes the Build Output API's files at `outputDir` from the build's `clientDir`: its files without the compressed
 * copies (Vercel compresses on its own) or the other hosts' rule files, and the configuration.
 */
export function writeVercelOutput(clientDir: string, outputDir: string) {
  rmSync(outputDir, { recursive: true, force: true });
  const staticDir = join(outputDir, 'static');
  mkdirSync(staticDir, { recursive: true });
  cpSync(clientDir, staticDir, {
    recursive: true,
    filter: (source) => {
      const name = source.slice(source.lastIndexOf('/') + 1);
      const compressed = /\.(br|gz)$/.test(source) && existsSync(source.replace(/\.(br|gz)$/, ''));
      return !compressed && !otherHostsFiles.has(name);
    },
  });
  writeFileSync(join(outputDir, 'config.json'), `${JSON.stringify(vercelOutputConfig(), null, 2)}\n`);
}
