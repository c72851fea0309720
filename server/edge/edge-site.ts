import type { MiddlewareHandler } from 'hono';
import type { BuiltSite } from '../app';
import { fileCacheControl, pageHeaders } from '../page-headers';
import { findPage, type PageMap } from '../page-urls';
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
 * The built site on the edge: every file of `dist/client` is a Workers static asset (html_handling "none": a page's
 * file is asked for by its own path), read through the `ASSETS` binding, which answers conditional requests itself.
 * Pages and their headers are the Node server's (server/app.ts, page-headers.ts).
 */
export function edgeSite(assets: AssetsFetcher, facts: SiteFacts): BuiltSite {
  const files: MiddlewareHandler = async (c, next) => {
    const answer = await assets.fetch(c.req.raw);
    if (answer.status === 404) return next();
    const response = withHeaders(answer);
    response.headers.set('Cache-Control', fileCacheControl(c.req.path));
    return response;
  };
  return {
    findPage: (pathname) => findPage(pathname, (key) => Object.hasOwn(facts.pages, key)),
    async sendPage(c, key, language, status) {
      const file = facts.pages[key]?.[language];
      if (!file) throw new Error(`No page ${key} in ${language}`);
      const conditional = status === 200 ? c.req.header('if-none-match') : undefined;
      const answer = await assets.fetch(new URL(`/${file}`, c.req.url), {
        method: c.req.method === 'HEAD' ? 'HEAD' : 'GET',
        headers: conditional ? { 'If-None-Match': conditional } : {},
      });
      if (!answer.ok && answer.status !== 304)
        throw new Error(`${file}: the assets answered ${answer.status}`);
      const headers = pageHeaders(language, answer.headers.get('etag') ?? '');
      if (answer.status === 304) return securedAnswer(c, null, 304, headers);
      return securedAnswer(c, new Uint8Array(await answer.arrayBuffer()), status, headers);
    },
    files,
    stylesheets: facts.stylesheets,
  };
}
