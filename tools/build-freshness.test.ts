import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BUILD_OUTPUTS, staleBuild } from './build-freshness.mjs';

// A site with a build, its files' times set by hand: `npm start` builds again when, and only when, what the build
// reads changed after it.
let root = '';
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));

function write(file: string, minutes: number) {
  mkdirSync(join(root, dirname(file)), { recursive: true });
  writeFileSync(join(root, file), '');
  utimesSync(join(root, file), at(minutes), at(minutes));
}

/** Sets the time of folders after the files in them were written (which changes it). */
const touch = (path: string, minutes: number) => utimesSync(join(root, path), at(minutes), at(minutes));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  for (const file of [
    'content/projects.ts',
    'content/public/images/a.webp',
    'src/content/catalogue.ts',
    'build/prerender.ts',
    'index.html',
  ])
    write(file, 0);
  for (const folder of ['src/content', 'src', 'content/public/images', 'content/public', 'content', 'build'])
    touch(folder, 0);
  for (const file of BUILD_OUTPUTS) write(file, 10);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('is fresh when nothing the build reads changed after it', () => {
  expect(staleBuild(root)).toBeUndefined();
});

it('is missing when a file of the build is', () => {
  rmSync(join(root, 'dist/server/pages.json'));
  expect(staleBuild(root)).toEqual({ missing: true });
});

it.each([
  ['an edited content file', 'content/projects.ts'],
  ['a picture under content/public/', 'content/public/images/a.webp'],
  ['a script of the build', 'build/prerender.ts'],
  ['the page template', 'index.html'],
  ['the Vite config', 'vite.config.ts'],
  ['package.json', 'package.json'],
])('is stale after %s, which it names', (_, file) => {
  write(file, 20);
  expect(staleBuild(root)).toEqual({ changed: file });
});

it('is stale when a file was removed after the build (its folder changed), and when a source is newer than one output', () => {
  touch('content/public/images', 20);
  expect(staleBuild(root)).toEqual({ changed: 'content/public/images' });
  touch('content/public/images', 0);
  // The oldest output dates the build: a build stopped half-way is not taken as fresh.
  write('dist/client/index.html', 5);
  write('content/projects.ts', 7);
  expect(staleBuild(root)).toEqual({ changed: 'content/projects.ts' });
});

it('stays fresh after a change to a test or to the sample generators, which the build never reads', () => {
  write('src/content/catalogue.test.ts', 20);
  write('samples/make-sample-assets.mjs', 20);
  touch('src/content', 0);
  expect(staleBuild(root)).toBeUndefined();
});
