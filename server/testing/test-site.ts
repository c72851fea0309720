import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ContactFields } from '../../src/content/contact-message';
import { createApp } from '../core/app';
import type { ContactRouteOptions } from '../contact/contact-route';
import { nodeSite } from '../node/node-site';
import { PAGE_ENCODINGS } from '../core/page-encoding';
import { PageStore } from '../node/page-store';
import { FileStore } from '../node/file-store';
import { writeFileTable } from '../node/published-files';
import { FILE_TABLE_FILE } from '../core/file-table';
import { NOT_FOUND_KEY, pageFile, type PageMap } from '../core/page-urls';
import { fallbackLanguage, languages, type Language } from '../../src/i18n/languages';
import { localizedPath } from '../../src/lib/language-path';
import {
  contentSecurityPolicy,
  POLICY_FILE,
  readPolicy,
  sha256Source,
  videoOrigins,
} from '../security/content-security-policy';

export const INLINE_SCRIPT = 'window.inline = 1;';
export const STYLESHEET = '/assets/index-test.css';

const page = (lang: string, extra = '') =>
  `<!doctype html><html lang="${lang}"><head><script type="module" src="/assets/app.js"></script>` +
  `<link rel="stylesheet" crossorigin href="${STYLESHEET}"></head><body>${extra}</body></html>`;
/** The test site's pages (a key of the page map) and the text of each, in every language of the site. */
const pageTexts: Record<string, string> = { '/': '', '/proyectos': 'Projects', [NOT_FOUND_KEY]: '' };
const pageMap: PageMap = Object.fromEntries(
  Object.keys(pageTexts).map((key) => [
    key,
    Object.fromEntries(languages.map((language) => [language, pageFile(key, language)])) as Record<
      Language,
      string
    >,
  ]),
);
const files: Record<string, string> = {
  ...Object.fromEntries(
    Object.entries(pageMap).flatMap(([key, byLanguage]) =>
      Object.entries(byLanguage).map(([language, file]) => [
        file,
        // The fallback language's not-found page carries the inline script the policy allows.
        page(
          language,
          key === NOT_FOUND_KEY && language === fallbackLanguage
            ? `<script>${INLINE_SCRIPT}</script>`
            : (pageTexts[key] ?? ''),
        ),
      ]),
    ),
  ),
  'assets/app.js': 'console.log(1)',
  // Files a host reads for itself, never served.
  _redirects: '/* /404.html 404',
  '.assetsignore': '*.br',
  [STYLESHEET.slice(1)]: 'body{color:red}',
  'images/profile/profile.webp': 'RIFF',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  // A file the build writes per language (the résumé as JSON Resume), in the language's folder.
  ...Object.fromEntries(
    languages.map((language) => [
      localizedPath('/resume.json', language).slice(1),
      `{"language":"${language}"}`,
    ]),
  ),
};

/**
 * A built site in a temporary directory (three pages in two languages, an asset, a public file) and apps made over it,
 * each with a store that keeps messages in `stored`. Call from beforeAll; `dispose` in afterAll.
 */
export function createTestSite() {
  const dir = mkdtempSync(join(tmpdir(), 'app-test-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'client', name)), { recursive: true });
    writeFileSync(join(dir, 'client', name), text);
    // The compressed copies the build writes beside each page and compressible file.
    if (name.endsWith('.html') || name.endsWith('.js')) {
      writeFileSync(join(dir, 'client', name + PAGE_ENCODINGS.br), brotliCompressSync(text));
      writeFileSync(join(dir, 'client', name + PAGE_ENCODINGS.gzip), gzipSync(text));
    }
  }
  writeFileSync(join(dir, 'pages.json'), JSON.stringify(pageMap));
  writeFileTable(join(dir, 'client'), join(dir, FILE_TABLE_FILE));
  // The policy as the build writes it for these pages: their one inline script by its hash.
  const policy = contentSecurityPolicy({
    hashes: { scripts: [sha256Source(INLINE_SCRIPT)], styles: [], styleAttributes: [] },
    origins: videoOrigins([]),
  });
  writeFileSync(join(dir, POLICY_FILE), JSON.stringify(policy));
  const stored: ContactFields[] = [];

  /**
   * The app over the test site; `null`: contact settings that are wrong, as a Worker may have. In the site's folder
   * `base` if given (`/portfolio/`).
   */
  const makeApp = (contact: Partial<ContactRouteOptions> | null = {}, base?: string) =>
    createApp({
      base,
      site: nodeSite(
        new PageStore(join(dir, 'client'), join(dir, 'pages.json')),
        new FileStore(join(dir, 'client'), dir),
      ),
      policy: readPolicy(join(dir, POLICY_FILE)),
      contact:
        contact === null
          ? undefined
          : {
              store: {
                add: async (fields) => {
                  stored.push(fields);
                  return { publicId: 'id-1' };
                },
              },
              rateLimit: { max: 100, refusedMax: 100, windowMs: 60_000 },
              minFillMs: 2_000,
              clientOf: () => '127.0.0.1',
              ...contact,
            },
    });

  return {
    stored,
    makeApp,
    policyFile: join(dir, POLICY_FILE),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
