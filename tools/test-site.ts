// The tests' own site: the template's unit and browser tests never read the owner's content/. They run in a copy of
// the template (e2e/site-copy.ts) whose content/ is the sample with the fixture's additions (fixtures/site/apply.ts:
// a third language, a project without pictures, a network of its own), so that nothing an owner writes in content/
// turns them red; the owner's own site is checked by its build, `npm run check` and `npm run test:pages`.
//   npm run test:unit [-- <Vitest's arguments>]       the unit tests, on the tests' site
//   npm run test:e2e  [-- <Playwright's arguments>]   its build (Node and edge), then the browser tests on it
// Paths in the reports are the copy's, relative to its root as to this one's. On a failure the copy stays, to look at.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { copyTemplate } from '../e2e/site-copy';
import { applyFixtureSite } from '../fixtures/site/apply';

/**
 * The copy's environment: this one's, without the site URL (the fixture's own site.ts applies) and without the
 * NODE_ENV that Vite's module runner (tools/run.mjs) set here to `development`.
 */
const { NODE_ENV: _runner, ...inherited } = process.env;
const env = { ...inherited, SITE_URL: '' };

/** Each mode's steps: a build prints only when it fails; the test runners report as they go. */
const STEPS = {
  unit: (args: string[]) => [{ run: ['npx', 'vitest', 'run', ...args], quiet: false }],
  e2e: (args: string[]) => [
    { run: ['npm', 'run', 'build'], quiet: true },
    { run: ['npm', 'run', 'build:edge'], quiet: true },
    { run: ['npx', 'playwright', 'test', ...args], quiet: false },
  ],
};

export function main([mode, ...args]: string[]) {
  if (mode !== 'unit' && mode !== 'e2e')
    throw new Error('Usage: node tools/run.mjs tools/test-site.ts unit|e2e [arguments]');
  const site = copyTemplate(`test-site-${mode}-`);
  applyFixtureSite(site);
  for (const { run, quiet } of STEPS[mode](args)) {
    const [command = 'npx', ...rest] = run;
    try {
      execFileSync(command, rest, { cwd: site, stdio: quiet ? 'pipe' : 'inherit', env, encoding: 'utf8' });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string | null; stderr?: string | null };
      throw new Error(
        `${command} ${rest.join(' ')} failed on the tests' own site (kept in ${site})${quiet ? `:\n${stdout}\n${stderr}` : ''}`,
        { cause: error },
      );
    }
  }
  rmSync(site, { recursive: true, force: true });
  return `The ${mode === 'unit' ? 'unit' : 'browser'} tests pass on the tests' own site (the sample with fixtures/site/).`;
}
