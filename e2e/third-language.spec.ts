// Adding a language is its entry in the list (src/content/languages.ts), its texts and its files: a copy of the site
// given a third language, French made from the English texts, builds its pages under /fr/, lists them in the sitemap
// and offers French in the language switcher. No browser: the build's output is read as it is.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { siteLanguages } from '../src/content/languages';
import { profileSource } from '../src/content/profile';
import type { PageMap } from '../server/page-store';
import { copySite } from './site-copy';

/** Replaces `from` in a file of the copy, failing when the file no longer says it (the recipe has moved). */
function edit(site: string, file: string, from: string | RegExp, to: string) {
  const text = readFileSync(join(site, file), 'utf8');
  const edited = text.replace(from, to);
  expect(edited, `${file} no longer holds ${String(from)}`).not.toBe(text);
  writeFileSync(join(site, file), edited);
}

test('a third language is its list entry, its texts and its files: its pages are built, mapped and offered', async () => {
  test.setTimeout(300_000);
  const site = copySite('third-language-');
  try {
    const english = siteLanguages[0];
    // The files French needs, made from English's.
    cpSync(join(site, 'src/i18n/locales', english.code), join(site, 'src/i18n/locales/fr'), {
      recursive: true,
    });
    for (const [from, to] of [
      [english.flag, '/icons/flags/fr.svg'],
      [english.notFoundImage, '/images/not-found/404-fr.svg'],
      [profileSource.cv[english.code], '/cv/cv-fr.pdf'],
    ] as const)
      copyFileSync(join(site, 'public', from), join(site, 'public', to));
    edit(
      site,
      'src/content/languages.ts',
      /\n\] as const satisfies/,
      `\n  { code: 'fr', label: 'Français', flag: '/icons/flags/fr.svg', locale: 'fr_FR', notFoundImage: '/images/not-found/404-fr.svg' },\n] as const satisfies`,
    );
    edit(site, 'src/content/profile.ts', /cv: \{/, "cv: { fr: '/cv/cv-fr.pdf',");

    execFileSync('npm', ['run', 'build'], { cwd: site, stdio: 'pipe' });

    const client = join(site, 'dist/client');
    const pages = JSON.parse(readFileSync(join(site, 'dist/server/pages.json'), 'utf8')) as PageMap;
    const paths = Object.keys(pages);
    expect(paths.length).toBeGreaterThan(2);
    for (const path of paths) {
      const file = (pages[path] as Record<string, string>)['fr'];
      expect(file, path).toMatch(/^fr\//);
      const html = readFileSync(join(client, file ?? ''), 'utf8');
      expect(html, path).toContain('<html lang="fr"');
      expect(html, path).toContain('content="fr_FR"');
    }
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    const entries = sitemap.match(/<url>/g)?.length ?? 0;
    // Every page but the not-found ones (its path and the 404 key), once per language.
    expect(entries).toBe((paths.length - 2) * (siteLanguages.length + 1));
    expect(sitemap.match(/hreflang="fr"/g)?.length).toBe(entries);
    // At its own URLs: /fr/… in the sitemap, and the page's links stay in French.
    expect(sitemap).toMatch(/<loc>[^<]*\/fr\/proyectos<\/loc>/);
    expect(sitemap).toMatch(/hreflang="fr" href="[^"]*\/fr\/"/);
    // The switcher's list, as the prerendered page holds it: French is an option, named in French.
    const home = readFileSync(join(client, 'fr/index.html'), 'utf8');
    expect(home).toMatch(/role="option"[^>]*lang="fr"[^>]*>.*?Français/s);
    expect(home).toContain('href="/fr/#skills"');
    // The page's first script knows French: a visitor who prefers it is sent to /fr/.
    expect(home).toContain(`"languages":${JSON.stringify([...siteLanguages.map(({ code }) => code), 'fr'])}`);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
