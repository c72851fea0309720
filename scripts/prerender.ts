/**
 * Build step after `vite build` and `vite build --ssr`: validates the content, renders every route of the site
 * in every language to HTML, writes the page map the server reads, and precompresses the static files.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { render, screenOfRoute, screens } from '../src/app/entry-server';
import { cataloguePaths, profile } from '../src/content';
import { contentPublicPaths, validateContent } from '../src/content/validate';
import { createI18n } from '../src/i18n/create-i18n';
import { fallbackLanguage, languages, type Language } from '../src/i18n/languages';
import { resources } from '../src/i18n/resources';
import { routes } from '../src/lib/routes';
import { NOT_FOUND_KEY, type PageMap } from '../server/page-store';
import { buildHead } from './head';

const clientDir = 'dist/client';
const serverDir = 'dist/server';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function checkContent() {
  const content = validateContent(resources as never);
  const missing = contentPublicPaths(content).filter(({ path }) => !existsSync(join('public', path)));
  if (missing.length) {
    throw new Error(
      missing.map(({ path, field }) => `${field}: file public${path} does not exist`).join('\n'),
    );
  }
}

/** The chunk files a screen needs, so the page can preload them instead of discovering them one by one. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunkFiles(manifest, child, seen))];
}

export function sitePaths(): string[] {
  const { categories, projects } = cataloguePaths();
  return [
    routes.home.href(),
    routes.projects.href(),
    ...categories.map((slug) => routes.category.href(slug)),
    ...projects.map(({ categorySlug, projectSlug }) => routes.project.href(categorySlug, projectSlug)),
    routes.notFound.href(),
  ];
}

function outputFile(path: string, language: Language): string {
  const prefix = language === fallbackLanguage ? '' : `${language}/`;
  if (path === NOT_FOUND_KEY) return `${prefix}404.html`;
  return `${prefix}${path === '/' ? '' : `${path.slice(1)}/`}index.html`;
}

function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      precompress(file);
    } else if (/\.(js|css|svg|json|txt|xml|webmanifest)$/.test(name) && statSync(file).size > 1024) {
      const data = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    }
  }
}

async function main() {
  checkContent();
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryFiles = new Set(chunkFiles(manifest, 'index.html'));
  const pageMap: PageMap = {};

  for (const path of [...sitePaths(), NOT_FOUND_KEY]) {
    pageMap[path] = {} as Record<Language, string>;
    for (const language of languages) {
      const { html, routeIds } = await render(path === NOT_FOUND_KEY ? '/__missing__' : path, language);
      const preloads = routeIds
        .map((id) => screenOfRoute[id])
        .filter((screen) => screen !== undefined)
        .flatMap((screen) => chunkFiles(manifest, screens[screen].file))
        .filter((file, index, all) => !entryFiles.has(file) && all.indexOf(file) === index);
      const head = buildHead({ t: createI18n(language).t, language, name: profile.name, preloads });
      const page = template
        .replace('<html lang="en">', `<html lang="${language}">`)
        .replace('<!--app-head-->', head)
        .replace('<!--app-html-->', html);
      const file = outputFile(path, language);
      mkdirSync(dirname(join(clientDir, file)), { recursive: true });
      writeFileSync(join(clientDir, file), page);
      pageMap[path][language] = file;
    }
  }

  writeFileSync(join(serverDir, 'pages.json'), `${JSON.stringify(pageMap, null, 2)}\n`);
  precompress(clientDir);
  console.log(`Prerendered ${Object.keys(pageMap).length} pages in ${languages.length} languages.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
