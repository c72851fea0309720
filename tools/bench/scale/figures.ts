// What the scale scenario reads from a built copy: its pages and the largest of them, the JavaScript home, the
// projects pages and home's projects section load, and the sitemap.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { builtLanguages, mainPages } from '../built-pages.mjs';
import { brotliSize, fileBytes, initialAssets } from '../page-assets';

/** Home's projects section (a deferred part, src/pages/home-page.tsx), as the build's manifest names it. */
export const PROJECTS_SECTION = 'src/features/projects/projects-section.tsx';

/** A built copy's figures, from its files. */
export interface BuiltFigures {
  /** HTML files: every page (the not-found page included) in every language. */
  pages: number;
  /** The largest page brotli-compressed, and the largest raw. */
  largest: { file: string; brotli: number };
  largestRaw: { file: string; raw: number };
  /** Initial JavaScript, brotli: home, the catalogue page, a category page. */
  homeJs: number;
  projectsJs: number;
  categoryJs: number;
  /** What home's projects section loads when it hydrates, beyond home's first JavaScript. */
  section: { files: string[]; raw: number; brotli: number };
  sitemap: { urls: number; raw: number; brotli: number };
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A chunk of the build's manifest and every chunk it imports statically, as URLs. */
function chunkUrls(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((child) => chunkUrls(manifest, child, seen))];
}

/** Every file under `dir` whose name ends with `suffix`. */
function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(dir, name));
}

/** The figures of the copy at `site`, built. */
export function builtFigures(site: string): BuiltFigures {
  const clientDir = join(site, 'dist/client');
  const pagesMap = JSON.parse(readFileSync(join(site, 'dist/server/pages.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  // The prerender writes each page's brotli copy beside it, at the quality the server sends.
  const html = filesUnder(clientDir, '.html').map((file) => ({
    file: file.slice(clientDir.length),
    raw: statSync(file).size,
    brotli: statSync(`${file}.br`).size,
  }));
  const [largest] = html.toSorted((a, b) => b.brotli - a.brotli);
  const [largestRaw] = html.toSorted((a, b) => b.raw - a.raw);
  if (!largest || !largestRaw) throw new Error(`no page was built in ${clientDir}`);
  const pages = mainPages(site);
  const jsOf = (path: string | undefined) => (path ? initialAssets(site, path).js.brotli : NaN);
  const home = initialAssets(site, '/');
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  // The section's chunks and the catalogue's texts in the first language, less what home loaded already.
  const files = [
    ...chunkUrls(manifest, PROJECTS_SECTION),
    ...chunkUrls(manifest, `content/texts/${builtLanguages(site)[0]}/projects.json`),
  ].filter((url) => !home.scripts.includes(url));
  const sitemap = readFileSync(join(clientDir, 'sitemap.xml'));
  return {
    pages: Object.values(pagesMap).reduce((sum, languages) => sum + Object.keys(languages).length, 0),
    largest: { file: largest.file, brotli: largest.brotli },
    largestRaw: { file: largestRaw.file, raw: largestRaw.raw },
    homeJs: home.js.brotli,
    projectsJs: jsOf(pages['projects']),
    categoryJs: jsOf(pages['category']),
    section: { files, ...fileBytes(clientDir, files) },
    sitemap: {
      urls: sitemap.toString().split('<loc>').length - 1,
      raw: sitemap.length,
      brotli: brotliSize(sitemap),
    },
  };
}
