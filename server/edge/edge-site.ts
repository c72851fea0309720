import type { Context } from 'hono';
import type { BuiltSite } from '../core/app';
import { answerFile, type ByteRange } from '../core/file-answer';
import { publishedFile, type FileTable } from '../core/file-table';
import { PAGE_ENCODINGS, pageEncoding, type PageEncoding } from '../core/page-encoding';
import { matchesEtag, pageHeaders } from '../core/page-headers';
import { findPage, type PageMap } from '../core/page-urls';
import { securedPage } from '../security/security-headers';

/** What the Worker uses of its static assets binding (Cloudflare's `Fetcher`). */
export interface AssetsFetcher {
  fetch(input: Request | URL | string, init?: RequestInit): Promise<Response>;
}

/** What the build knows of the site: its pages' files and its stylesheets (server/edge/built-site.d.ts). */
export interface SiteFacts {
  pages: PageMap;
  files: FileTable;
  stylesheets: string[];
}

/**
 * The visitor's Accept-Encoding: on Cloudflare, the Worker's own header says `br, gzip` whatever the visitor sent,
 * which `request.cf` keeps (Miniflare sets both to the visitor's).
 */
function acceptEncoding(request: Request): string {
  const { cf } = request as { cf?: { clientAcceptEncoding?: string } };
  return cf?.clientAcceptEncoding ?? request.headers.get('accept-encoding') ?? '';
}

/**
 * The built site on the edge: every file of `dist/client` is a Workers static asset (html_handling "none": a page's
 * file is asked for by its own path), read through the `ASSETS` binding, which ignores Accept-Encoding. A page is sent
 * as on Node: the build's copy for the visitor's Accept-Encoding (each its own asset, with its own ETag), and a 304
 * while the request's If-None-Match names it. The other files are those of the build's table only, answered as on
 * Node (file-answer.ts): the same copies, validators, ranges and lengths, a HEAD without reading the asset. Pages and
 * their headers are the Node server's (server/core/app.ts, page-headers.ts).
 */
export function edgeSite(assets: AssetsFetcher, facts: SiteFacts): BuiltSite {
  /** A file's copy in `encoding`, or a range of the file, from the assets; a HEAD answer reads none (file-answer.ts). */
  const readFile = (c: Context, path: string) => async (encoding?: PageEncoding, range?: ByteRange) => {
    const asset = `${path}${encoding ? PAGE_ENCODINGS[encoding] : ''}`;
    const answer = await assets.fetch(new URL(asset, c.req.url));
    if (!answer.ok || !answer.body) throw new Error(`${asset}: the assets answered ${answer.status}`);
    if (!range) return answer.body;
    return new Uint8Array(await answer.arrayBuffer()).subarray(range.start, range.end + 1);
  };
  return {
    findPage: (pathname) =>
      findPage(
        pathname,
        (key, language) => Object.hasOwn(facts.pages, key) && !!facts.pages[key]?.[language],
      ),
    async sendPage(c, key, language, status) {
      const file = facts.pages[key]?.[language];
      if (!file) throw new Error(`No page ${key} in ${language}`);
      const encoding = pageEncoding(acceptEncoding(c.req.raw));
      const path = `/${file}${encoding ? PAGE_ENCODINGS[encoding] : ''}`;
      const answer = await assets.fetch(new URL(path, c.req.url));
      if (!answer.ok) throw new Error(`${path}: the assets answered ${answer.status}`);
      // The asset's own tag, one per file (a hash of its content once deployed): strong, and one per encoding.
      const etag = answer.headers.get('etag') ?? '';
      const headers = pageHeaders(language, etag);
      if (status === 200 && matchesEtag(c.req.header('if-none-match'), etag)) {
        await answer.body?.cancel();
        return securedPage(c, null, 304, headers);
      }
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // Set here, as on Node: a HEAD answer has no body to take the length from.
      headers['content-length'] = String(bytes.byteLength);
      if (!encoding) return securedPage(c, bytes, status, headers);
      headers['content-encoding'] = encoding;
      return securedPage(c, bytes, status, headers);
    },
    findFile: (path) => publishedFile(facts.files, path),
    sendFile: (c, path, file) => answerFile(c, path, file, readFile(c, path), acceptEncoding(c.req.raw)),
    stylesheets: facts.stylesheets,
  };
}
