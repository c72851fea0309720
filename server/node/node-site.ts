import type { Context } from 'hono';
import type { Language } from '../../src/i18n/languages';
import type { BuiltSite } from '../core/app';
import { answerFile } from '../core/file-answer';
import { matchesEtag, pageHeaders } from '../core/page-headers';
import { NOT_FOUND_KEY } from '../core/page-urls';
import type { FileStore } from './file-store';
import type { PageBody, PageStore } from './page-store';
import { securedPage } from '../security/security-headers';

/** A page from memory, in the encoding the request accepts, or a 304 while its validator still matches. */
function sendHtml(c: Context, body: PageBody, language: Language, status: 200 | 404) {
  const { encoding, bytes, etag } = body.encode(c.req.header('accept-encoding') ?? '');
  const headers = pageHeaders(language, etag);
  if (status === 200 && matchesEtag(c.req.header('if-none-match'), etag))
    return securedPage(c, null, 304, headers);
  if (encoding) headers['content-encoding'] = encoding;
  // Set here, as for the files: a HEAD answer has no body to take the length from.
  headers['content-length'] = String(bytes.byteLength);
  return securedPage(c, bytes, status, headers);
}

/** The built site on Node: the prerendered pages (`PageStore`) and the other published files (`FileStore`) from memory. */
export function nodeSite(pages: PageStore, files: FileStore): BuiltSite {
  return {
    findPage: (pathname) => pages.find(pathname),
    sendPage(c, key, language, status) {
      const body = key === NOT_FOUND_KEY ? pages.notFound(language) : pages.page(key, language);
      return sendHtml(c, body, language, status);
    },
    findFile: (path) => files.find(path),
    sendFile: (c, path, file) =>
      answerFile(c, path, file, (encoding, range) => files.read(path, encoding, range)),
    stylesheets: pages.stylesheets(),
  };
}
