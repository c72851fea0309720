// Making the site yours: a copy of the site given a project by the owner's two commands (`new-project`, then
// `add-images` with an ordinary screenshot) builds, warns of the placeholders left, and prerenders the project's
// page in every language with its picture in every width and format; a copy without the sample's projects
// (`remove-project --sample`) passes the linter and builds. No browser: the build's output is read as it is.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { expect, test } from '@playwright/test';
import { categoriesSource } from '../src/content/categories';
import { siteLanguages } from '../src/content/languages';
import { routes } from '../src/lib/routes';
import { PROJECT_IMAGE_WIDTHS } from '../src/lib/images';
import { SAMPLE_PROJECTS } from '../scripts/owner/sample';
import type { PageMap } from '../server/page-store';
import { copySite } from './site-copy';

test('a project made by new-project and add-images is built and prerendered in every language with its picture', async () => {
  test.setTimeout(300_000);
  const site = copySite('owner-project-');
  try {
    const shot = join(site, 'shot.png');
    await sharp({ create: { width: 1440, height: 900, channels: 3, background: '#1d4ed8' } })
      .png()
      .toFile(shot);
    const category = categoriesSource[0]?.slug ?? '';
    const run = (...args: string[]) => execFileSync('npm', ['run', ...args], { cwd: site, encoding: 'utf8' });
    run('new-project', '--', 'my-app', '--category', category);
    expect(run('add-images', '--', 'my-app', 'shot.png')).toContain('shot.png → picture 1 of my-app');
    // The build passes, and lists what the owner has still to write (stderr, where warnings go).
    const build = execFileSync('sh', ['-c', 'npm run build 2>&1'], { cwd: site, encoding: 'utf8' });
    expect(build).toMatch(/src\/i18n\/locales\/en\/docs\/my-app\.md:\d+: TODO:/);
    expect(build).toMatch(/src\/i18n\/locales\/en\/projects\.json:\d+: "title": "TODO: My App"/);

    const pages = JSON.parse(readFileSync(join(site, 'dist/server/pages.json'), 'utf8')) as PageMap;
    const files = pages[`/${category}/my-app`] as Record<string, string> | undefined;
    for (const { code } of siteLanguages) {
      const file = files?.[code] ?? '';
      expect(file, code).toBe(
        `${code === siteLanguages[0].code ? '' : `${code}/`}${category}/my-app/index.html`,
      );
      const html = readFileSync(join(site, 'dist/client', file), 'utf8');
      expect(html, code).toContain(`<html lang="${code}"`);
      expect(html, code).toContain(
        '<h1 class="mt-2 text-3xl font-bold tracking-tight text-text md:text-4xl">TODO: My App</h1>',
      );
      expect(html, code).toContain('alt="TODO: My App, picture 1"');
      for (const format of ['avif', 'webp']) {
        for (const width of PROJECT_IMAGE_WIDTHS) {
          const picture = `/images/projects/my-app/1-${width}.${format}`;
          expect(html, code).toContain(`${picture} ${width}w`);
          expect(existsSync(join(site, 'dist/client', picture)), picture).toBe(true);
        }
      }
    }
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test('without the sample projects (remove-project --sample) the site lints and builds, with no page of theirs', async () => {
  test.setTimeout(300_000);
  const site = copySite('owner-empty-');
  try {
    const run = (command: string) =>
      execFileSync('sh', ['-c', `${command} 2>&1`], { cwd: site, encoding: 'utf8' });
    run('npm run remove-project -- --sample');
    const everywhere = [
      'src/content/projects.ts',
      ...siteLanguages.flatMap(({ code }) => [`src/i18n/locales/${code}/projects.json`]),
    ].map((file) => readFileSync(join(site, file), 'utf8'));
    for (const slug of SAMPLE_PROJECTS) {
      for (const text of everywhere) expect(text).not.toContain(slug);
      for (const { code } of siteLanguages)
        expect(readdirSync(join(site, `src/i18n/locales/${code}/docs`)), code).not.toContain(`${slug}.md`);
      expect(existsSync(join(site, 'public/images/projects', slug)), slug).toBe(false);
      expect(existsSync(join(site, 'public/videos', slug)), slug).toBe(false);
    }
    // The helpers no entry calls any more do not fail the linter, and the files the command wrote are formatted.
    run('npx oxlint --deny-warnings src/content');
    run('npx prettier --check src');
    run('npm run build');
    const pages = Object.keys(
      JSON.parse(readFileSync(join(site, 'dist/server/pages.json'), 'utf8')) as PageMap,
    );
    expect(pages).toContain(routes.projects.path);
    for (const slug of SAMPLE_PROJECTS) expect(pages.filter((page) => page.endsWith(`/${slug}`))).toEqual([]);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
