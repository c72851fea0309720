/** Files for crawlers and hosts: sitemap, robots.txt, web app manifest and icons, static-host rewrite rules. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { fallbackLanguage, languages, type Language } from '../src/i18n/languages';
import { NOT_FOUND_KEY, pageFile } from '../server/node/page-store';
import { darkTheme } from '../src/lib/theme-tokens';
import { pageUrl } from './page-url';
import { pathInLanguage } from '../src/lib/page-match';
import { BASE_PATH, withBase } from '../src/lib/base-path';
import type { ContentSecurityPolicy } from '../server/security/content-security-policy';
import { headersFileText, staticHostRules, vercelHeaderRoutes } from './host-headers';

/** The URL of a page (its path in the fallback language's URLs) in a language's URL words. */
const urlIn = (origin: string, path: string, language: Language) =>
  pageUrl(origin, pathInLanguage(path, fallbackLanguage, language), language);

/**
 * The sitemap: each listed page (`paths`, in the fallback language's URLs) in every language it is written in
 * (`languagesOf`: all of them, but for a post in some only), with its alternates in those.
 */
export function sitemapXml(
  origin: string,
  paths: string[],
  languagesOf: (path: string) => readonly Language[] = () => languages,
): string {
  const entries = paths.flatMap((path) =>
    languagesOf(path).map((language, _, written) => {
      const fallback = written.includes(fallbackLanguage) ? fallbackLanguage : (written[0] ?? language);
      const alternates = [
        ...written.map((l) => [l, urlIn(origin, path, l)]),
        ['x-default', urlIn(origin, path, fallback)],
      ]
        .map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
        .join('\n');
      return `  <url>\n    <loc>${urlIn(origin, path, language)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries.join('\n')}
</urlset>
`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function manifest(name: string, shortName: string, description: string) {
  return {
    name,
    short_name: shortName,
    description,
    start_url: BASE_PATH,
    display: 'standalone',
    background_color: darkTheme.colors.bg,
    theme_color: darkTheme.colors.bg,
    icons: [
      { src: withBase('/icons/app/icon-192.png'), sizes: '192x192', type: 'image/png' },
      { src: withBase('/icons/app/icon-512.png'), sizes: '512x512', type: 'image/png' },
      {
        src: withBase('/icons/app/icon-maskable-512.png'),
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  };
}

/** App icons rendered from the favicon. */
export async function writeAppIcons(clientDir: string) {
  const dir = join(clientDir, 'icons/app');
  mkdirSync(dir, { recursive: true });
  const svg = join(clientDir, 'favicon.svg');
  for (const size of [192, 512]) {
    await sharp(svg, { density: 600 })
      .resize(size, size)
      .png()
      .toFile(join(dir, `icon-${size}.png`));
  }
  // Maskable icons need a safe zone: the logo at 80% on the background colour.
  const inner = await sharp(svg, { density: 600 }).resize(410, 410).png().toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: darkTheme.colors.bg } })
    .composite([{ input: inner, gravity: 'center' }])
    .png()
    .toFile(join(dir, 'icon-maskable-512.png'));
}

/** The not-found page of a language, as a URL path of its file. */
const notFound = (language: Language) => withBase(`/${pageFile(NOT_FOUND_KEY, language)}`);

/** The languages with a folder of their own (every one but the fallback, at the root). */
const translated = () => languages.filter((language) => language !== fallbackLanguage);

/** Netlify's rules (`_redirects`): a rule applies only where no file answers (no `!`); the first that matches wins. */
export function netlifyRules(): string[] {
  return [
    ...translated().map((language) => `${withBase(`/${language}/`)}* ${notFound(language)} 404`),
    `${BASE_PATH}* ${notFound(fallbackLanguage)} 404`,
  ];
}

/**
 * Vercel's routes, which the build writes in its deployment (vercel-output.ts): the headers first
 * (`vercelHeaderRoutes`), then the files; its own 404.html rule knows only the root's, so routes after the file
 * system give a folder's.
 */
export function vercelRoutes() {
  return [
    ...vercelHeaderRoutes(),
    { handle: 'filesystem' },
    ...translated().map((language) => ({
      src: `${withBase(`/${language}/`)}.*`,
      dest: notFound(language),
      status: 404,
    })),
    { src: `${BASE_PATH}.*`, dest: notFound(fallbackLanguage), status: 404 },
  ];
}

/**
 * Rules for static hosts, for what a plain file server cannot say by itself (docs/deploy.md): an unknown URL gets the
 * not-found page of its URL's language (`/es/…` the Spanish one) with status 404. Every page is a file at its URL
 * already (`es/proyectos/index.html` at `/es/proyectos`), in its language, without rules. The headers the server
 * sends, for Netlify and Cloudflare Pages (build/host-headers.ts), at the pages' URLs (`pageUrls`, in the site's folder).
 */
export function writeStaticHostRules(clientDir: string, policy: ContentSecurityPolicy, pageUrls: string[]) {
  writeFileSync(join(clientDir, '_redirects'), `${netlifyRules().join('\n')}\n`);
  writeFileSync(join(clientDir, '_headers'), headersFileText(staticHostRules(policy, pageUrls)));
  // Cloudflare Workers (wrangler.jsonc): the Worker answers 404s and sends every header itself, so the other hosts'
  // rules are not uploaded (Workers would read them as its own); every file and its compressed copies are, as the
  // Worker sends the build's copies as they are, as Node does (server/core/file-answer.ts, docs/decisions.md).
  const ignored = ['_redirects', '_headers'];
  writeFileSync(join(clientDir, '.assetsignore'), `${ignored.join('\n')}\n`);
}
