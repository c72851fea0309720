import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import type { Language } from '../../src/i18n/languages';
import type { BuiltSite } from '../core/app';
import { fileCacheControl, matchesEtag, pageHeaders } from '../core/page-headers';
import { NOT_FOUND_KEY } from '../core/page-urls';
import type { PageBody, PageStore } from './page-store';
import { securedAnswer } from '../security/security-headers';

/** A page from memory, in the encoding the request accepts, or a 304 while its validator still matches. */
function sendHtml(c: Context, body: PageBody, language: Language, status: 200 | 404) {
  const { encoding, bytes, etag } = body.encode(c.req.header('accept-encoding') ?? '');
  const headers = pageHeaders(language, etag);
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), etag))
    return securedAnswer(c, null, 304, headers);
  if (encoding) headers['content-encoding'] = encoding;
  // Set here too, as serveStatic does for the files: a HEAD answer has no body to take the length from.
  headers['content-length'] = String(bytes.byteLength);
  return securedAnswer(c, bytes, status, headers);
}

/**
 * The built site on Node: the prerendered pages from memory (`PageStore`), the other files of `clientDir` from the
 * disk, precompressed.
 */
export function nodeSite(clientDir: string, pages: PageStore): BuiltSite {
  return {
    findPage: (pathname) => pages.find(pathname),
    sendPage(c, key, language, status) {
      const body = key === NOT_FOUND_KEY ? pages.notFound(language) : pages.page(key, language);
      return sendHtml(c, body, language, status);
    },
    files: serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', fileCacheControl(path));
      },
    }),
    stylesheets: pages.stylesheets(),
  };
}
