import type { MiddlewareHandler } from 'hono';
import type { BuiltSite } from '../core/app';
import { PAGE_ENCODINGS, pageEncoding } from '../core/page-encoding';
import { fileCacheControl, matchesEtag, pageHeaders } from '../core/page-headers';
import { findPage, type PageMap } from '../core/page-urls';
import { securedAnswer } from '../security/security-headers';

/** What the Worker uses of its static assets binding (Cloudflare's `Fetcher`). */
export interface AssetsFetcher {
  fetch(input: Request | URL | string, init?: RequestInit): Promise<Response>;
}

/** What the build knows of the site: its pages' files and its stylesheets (server/edge/built-site.d.ts). */
export interface SiteFacts {
  pages: PageMap;
  stylesheets: string[];
}

/** A response with the same body and status, and headers the Worker may change. */
const withHeaders = (response: Response, status = response.status) =>
  new Response(response.body, { status, statusText: '', headers: new Headers(response.headers) });

/**
 * A HEAD answer for a file, asked of the assets as a GET: their HEAD answer states no length, and a HEAD answer has
 * no body for workerd to take it from (Node's states it).
 */
async function headAnswer(answer: Response): Promise<Response> {
  const headers = new Headers(answer.headers);
  if (answer.status === 200) headers.set('Content-Length', String((await answer.arrayBuffer()).byteLength));
  return new Response(null, { status: answer.status, headers });
}

/**
 * The visitor's Accept-Encoding: on Cloudflare, the Worker's own header says `br, gzip` whatever the visitor sent,
 * which `request.cf` keeps (Miniflare sets both to the visitor's).
 */
function acceptEncoding(request: Request): string {
  const { cf } = request as { cf?: { clientAcceptEncoding?: string } };
  return cf?.clientAcceptEncoding ?? request.headers.get('accept-encoding') ?? '';
}

/** A compressed copy as it is: workerd would otherwise compress the body again for its Content-Encoding. */
const asEncoded = (response: Response) =>
  new Response(response.body, {
    status: response.status,
    headers: response.headers,
    encodeBody: 'manual',
  } as ResponseInit);

/**
 * The built site on the edge: every file of `dist/client` is a Workers static asset (html_handling "none": a page's
 * file is asked for by its own path), read through the `ASSETS` binding, which ignores Accept-Encoding. A page is sent
 * as on Node: the build's copy for the visitor's Accept-Encoding (each its own asset, with its own ETag), and a 304
 * while the request's If-None-Match names it. Pages and their headers are the Node server's (server/core/app.ts,
 * page-headers.ts).
 */
export function edgeSite(assets: AssetsFetcher, facts: SiteFacts): BuiltSite {
  const files: MiddlewareHandler = async (c, next) => {
    const head = c.req.method === 'HEAD';
    const answer = await assets.fetch(head ? new Request(c.req.raw, { method: 'GET' }) : c.req.raw);
    if (answer.status === 404) return next();
    const response = head ? await headAnswer(answer) : withHeaders(answer);
    response.headers.set('Cache-Control', fileCacheControl(c.req.path));
    return response;
  };
  return {
    findPage: (pathname) => findPage(pathname, (key) => Object.hasOwn(facts.pages, key)),
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
        return securedAnswer(c, null, 304, headers);
      }
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // Set here, as on Node: a HEAD answer has no body to take the length from.
      headers['content-length'] = String(bytes.byteLength);
      if (!encoding) return securedAnswer(c, bytes, status, headers);
      headers['content-encoding'] = encoding;
      const encoded = asEncoded(securedAnswer(c, bytes, status, headers));
      // The answer the security middleware leaves as it is (its headers are set already).
      c.set('securedAnswer', encoded);
      return encoded;
    },
    files,
    stylesheets: facts.stylesheets,
  };
}
