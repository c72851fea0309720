// A plain static file server for the built site (no rules, no headers: what GitHub Pages or `npx serve` does), serving
// dist/client in the site's folder (build/site-url.ts: `/`, or `/portfolio/` for a project site) and nothing outside it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { siteFolder as base } from './site';

const root = resolve('dist/client');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

/**
 * A file at its path in the folder or a folder's index.html; anything else the root's 404.html with 404, as GitHub
 * Pages. `url + pageAt(…)` is a page's URL (e2e/site.ts: pageAt puts it in the folder).
 */
export async function staticHost() {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const inFolder = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : undefined;
    for (const candidate of inFolder === undefined ? [] : [inFolder, join(inFolder, 'index.html')]) {
      const file = join(root, candidate);
      if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
        response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
        response.end(readFileSync(file));
        return;
      }
    }
    response.writeHead(404, { 'Content-Type': types['.html'] });
    response.end(readFileSync(join(root, '404.html')));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(done)),
  };
}
