import { cpSync, mkdtempSync, symlinkSync } from 'node:fs';
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
