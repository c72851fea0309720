// The files a build publishes besides its pages, and what is known of each without reading it: written by the build
// (build/file-table.ts), read by the Node server and bundled into the Worker, so that both serve the same files alike.
import type { PageEncoding } from './page-encoding';

/** The file the build writes the table to, beside the page map (dist/server). */
export const FILE_TABLE_FILE = 'files.json';

/** A published file (an asset, a picture, a video, the sitemap, the résumé's PDF and JSON). */
export interface PublishedFile {
  /** Its Content-Type. */
  type: string;
  /** Its length in bytes. */
  size: number;
  /** A strong validator from its content; a compressed copy's is this one with `-br` or `-gzip` before the quote. */
  etag: string;
  /** The compressed copies written beside it (`.br`, `.gz`), by encoding, with their lengths. */
  copies: Partial<Record<PageEncoding, number>>;
}

/**
 * The published files by URL path in the site (`/assets/react-x.js`): the pages are not in it (the page map is), nor
 * the compressed copies (sent by content negotiation only), nor the files hosts read for themselves (`_redirects`,
 * `_headers`, dotfiles). A path that is not a key is not served, whatever the build folder holds.
 */
export type FileTable = Record<string, PublishedFile>;

/** The validator of a file's copy in `encoding`, or of the file itself. */
export const copyEtag = (file: PublishedFile, encoding: PageEncoding | undefined) =>
  encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;

/** The published file at a URL path, if any (an own key: `__proto__` or `constructor` is no file). */
export const publishedFile = (table: FileTable, path: string): PublishedFile | undefined =>
  Object.hasOwn(table, path) ? table[path] : undefined;
