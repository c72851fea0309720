// The hosts' own settings an owner copies or enables (docs/deploy.md), against what the build writes: the build
// command, the folder published, the site URL given to the build, and the 404 rules.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseToml } from 'smol-toml';
import { parse } from 'yaml';
import { fallbackLanguage, languages, type Language } from '../src/i18n/languages';
import { NOT_FOUND_KEY, pageFile } from '../server/node/page-store';
import { netlifyRules } from './site-files';
import { VERCEL_OUTPUT_DIR, vercelOutputConfig, writeVercelOutput } from './vercel-output';

const build = 'npm run build';
const published = 'dist/client';
/** A language's not-found page, as a URL path. */
const notFound = (language: Language) => `/${pageFile(NOT_FOUND_KEY, language)}`;
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
  .scripts;

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}

describe("the hosts' settings", () => {
  it('builds with the build script on every host', () => {
    expect(scripts['build']).toBeDefined();
  });

  it('GitHub Pages: builds for the URL Pages gives (a project site is in a folder), publishes dist/client', () => {
    const workflow = parse(readFileSync('.github/workflows/pages.yml', 'utf8')) as {
      on: Record<string, unknown>;
      permissions: Record<string, string>;
      concurrency: { group: string };
      jobs: { build: { steps: Step[] }; deploy: { needs: string; steps: Step[] } };
    };
    expect(Object.keys(workflow.on).toSorted()).toEqual(['push', 'workflow_dispatch']);
    expect(workflow.on['push']).toEqual({ branches: ['main'] });
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(workflow.concurrency.group).toBeTruthy();
    const steps = workflow.jobs.build.steps;
    const action = (name: string) => steps.find((step) => step.uses?.startsWith(`${name}@`));
    expect(action('actions/checkout')).toBeDefined();
    expect(action('actions/setup-node')?.with).toEqual({ 'node-version': 20, cache: 'npm' });
    const pages = action('actions/configure-pages');
    expect(steps.some((step) => step.run?.startsWith('npm ci'))).toBe(true);
    const built = steps.find((step) => step.run === build);
    expect(built?.env?.['SITE_URL']).toBe(`\${{ steps.${pages?.id}.outputs.base_url }}`);
    // Pages serves the root's 404.html for every unknown URL: the build writes the fallback language's there.
    expect(pageFile(NOT_FOUND_KEY, fallbackLanguage)).toBe('404.html');
    const upload = action('actions/upload-pages-artifact');
    expect(upload?.with?.['path']).toBe(published);
    expect(steps.indexOf(upload ?? {})).toBeGreaterThan(steps.indexOf(built ?? {}));
    expect(workflow.jobs.deploy.needs).toBe('build');
    expect(workflow.jobs.deploy.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(
      true,
    );
  });

  it("Netlify: builds and publishes dist/client, whose _redirects (the build's) hold the 404 rules", () => {
    const toml = parseToml(readFileSync('netlify.toml', 'utf8'));
    expect(toml).toEqual({
      build: { command: build, publish: published, environment: { NODE_VERSION: '20' } },
    });
    // Each language's folder gets its not-found page, then the root's catches the rest: files the build writes.
    expect(netlifyRules()).toEqual([
      ...languages.flatMap((l) => (l === fallbackLanguage ? [] : [`/${l}/* ${notFound(l)} 404`])),
      `/* ${notFound(fallbackLanguage)} 404`,
    ]);
  });

  it('Vercel: builds with the build script, whose deployment (.vercel/output) holds the routes, none in vercel.json', () => {
    const vercel = JSON.parse(readFileSync('vercel.json', 'utf8')) as Record<string, unknown>;
    expect(vercel).toMatchObject({ buildCommand: build, outputDirectory: published });
    // Nothing in the committed file names a language: the routes are the build's.
    expect(vercel).not.toHaveProperty('routes');
    expect(readFileSync('.gitignore', 'utf8').split('\n')).toContain('.vercel/');
    expect(VERCEL_OUTPUT_DIR).toBe('.vercel/output');
    // Each language's folder gets its not-found page after the files, then the root's catches the rest.
    const { version, routes } = vercelOutputConfig();
    expect(version).toBe(3);
    const filesystem = routes.findIndex((route) => 'handle' in route && route.handle === 'filesystem');
    expect(filesystem).toBeGreaterThan(0);
    expect(routes.slice(filesystem + 1)).toEqual([
      ...languages.flatMap((l) =>
        l === fallbackLanguage ? [] : [{ src: `/${l}/.*`, dest: notFound(l), status: 404 }],
      ),
      { src: '/.*', dest: notFound(fallbackLanguage), status: 404 },
    ]);
  });

  it("Vercel: the build writes the deployment's files and configuration, without compressed copies or other hosts' rules", () => {
    const client = mkdtempSync(join(tmpdir(), 'vercel-client-'));
    const output = join(mkdtempSync(join(tmpdir(), 'vercel-output-')), 'output');
    const files = [
      'index.html',
      'index.html.br',
      'index.html.gz',
      'es/404.html',
      'assets/a.js',
      '_redirects',
      '_headers',
      '.assetsignore',
      'videos/clip.gz',
    ];
    for (const file of files) {
      mkdirSync(dirname(join(client, file)), { recursive: true });
      writeFileSync(join(client, file), file);
    }
    mkdirSync(join(output, 'static/stale'), { recursive: true });
    writeVercelOutput(client, output);
    const written = readdirSync(join(output, 'static'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(join(output, 'static'), join(entry.parentPath, entry.name)))
      .toSorted();
    // A .gz file of the owner's with no twin is theirs, and published.
    expect(written).toEqual(['assets/a.js', 'es/404.html', 'index.html', 'videos/clip.gz']);
    expect(JSON.parse(readFileSync(join(output, 'config.json'), 'utf8'))).toEqual(vercelOutputConfig());
  });
});
