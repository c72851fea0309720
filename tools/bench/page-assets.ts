// What a built page weighs: the JS and CSS it needs to be whole and interactive (from its HTML's app-scripts list),
// its HTML compressed as the server sends it, and its HTML on the wire as a real GET receives it.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { builtLanguages, pageUrlPath } from './built-pages.mjs';

/** Bytes of files: raw, and compressed as the server sends them. */
export interface Bytes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Brotli at its best quality, as the prerender writes the pages' and assets' `.br` copies. */
export const brotliSize = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The bytes of built files, by their URLs under `clientDir` (`/assets/…`). */
export function fileBytes(clientDir: string, urls: string[]): Bytes {
  return urls.reduce(
    (sum, url) => {
      const data = readFileSync(join(clientDir, url));
      return {
        raw: sum.raw + data.length,
        gzip: sum.gzip + gzipSync(data, { level: 9 }).length,
        brotli: sum.brotli + brotliSize(data),
      };
    },
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

/**
 * The HTML file of a page in a language, under the site's folder: the fallback language's at the page's path,
 * another's in its folder (server/core/page-urls.ts).
 */
export function pageHtmlFile(root: string, path: string, language = builtLanguages(root)[0] ?? '') {
  return join(root, 'dist/client', pageUrlPath(path, language, root).slice(1), 'index.html');
}

/** The app loader's list (build/inline/app-loader.ts): the entry and the modules it preloads once the page has loaded. */
export function appScripts(html: string): string[] {
  return [...html.matchAll(/<script type="application\/json" id="app-scripts">([^<]+)<\/script>/g)].flatMap(
    ([, data = '{}']) => {
      const { entry, preloads } = JSON.parse(data) as { entry: string; preloads: string[] };
      return [entry, ...preloads];
    },
  );
}

/** The style sheets a page links. */
export const styleSheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href = '']) => href);

/** The JS and CSS a page needs to be whole and interactive (its fallback language's file), and its scripts' URLs. */
export function initialAssets(root: string, path: string) {
  const html = readFileSync(pageHtmlFile(root, path), 'utf8');
  const scripts = appScripts(html);
  const clientDir = join(root, 'dist/client');
  return { js: fileBytes(clientDir, scripts), css: fileBytes(clientDir, styleSheets(html)), scripts };
}

/** A page's HTML on the wire: the response's headers (status line to the blank line) and its body, in bytes. */
export interface WireBytes {
  headers: number;
  body: number;
  total: number;
}

/**
 * GETs `path` from `origin` (http, on this machine) as a browser asking for brotli does, over a connection of its
 * own, and counts every byte received: what a first visit's first round trips must carry (a TCP initial window is
 * 10 segments, 14,600 B).
 */
export function htmlOnTheWire(origin: string, path: string): Promise<WireBytes> {
  const { hostname, port } = new URL(origin);
  const request = [
    `GET ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'Accept-Encoding: br, gzip',
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // The server closes the connection once it has answered (`Connection: close`).
    const socket = connect(Number(port), hostname, () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const received = Buffer.concat(chunks);
      const headerEnd = received.indexOf('\r\n\r\n') + 4;
      const status = received.subarray(0, received.indexOf('\r\n')).toString();
      if (headerEnd < 4 || !status.startsWith('HTTP/1.1 200 '))
        reject(new Error(`GET ${path}: ${status || 'no answer'}`));
      else resolve({ headers: headerEnd, body: received.length - headerEnd, total: received.length });
    });
  });
}
