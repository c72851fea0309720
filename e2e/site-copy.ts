import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');
const left = /^(node_modules|dist|\.git|test-results|bench|playwright-report)(\/|$)/;

/** A copy of the site in a temporary folder, without its builds and with this one's node_modules, to change and build. */
export function copySite(prefix: string): string {
  const site = mkdtempSync(join(tmpdir(), prefix));
  cpSync(root, site, { recursive: true, filter: (source) => !left.test(relative(root, source)) });
  symlinkSync(join(root, 'node_modules'), join(site, 'node_modules'));
  return site;
}

/**
 * A copy of the template whose content/ is the sample (samples/content/) whatever the owner's content/ holds: what the
 * tests' own site (tools/test-site.ts) and the other owner's copy start from.
 */
export function copyTemplate(prefix: string): string {
  const site = copySite(prefix);
  rmSync(join(site, 'content'), { recursive: true, force: true });
  cpSync(join(root, 'samples/content'), join(site, 'content'), { recursive: true });
  return site;
}
