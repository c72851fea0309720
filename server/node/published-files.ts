// The table of the files a build publishes besides its pages (server/core/file-table.ts), written once the build
// folder is complete.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { getMimeType } from 'hono/utils/mime';
import { PAGE_ENCODINGS, pageEncodings } from '../core/page-encoding';
import { isPageFilePath } from '../core/page-urls';
import type { FileTable } from '../core/file-table';

/** Every file under `dir`, as a URL path from it (`/assets/x.js`). */
function filesUnder(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, root);
    return entry.isFile() ? [`/${relative(root, path).split(sep).join('/')}`] : [];
  });
}

const copySuffix = new RegExp(`(${Object.values(PAGE_ENCODINGS).join('|').replace(/\./g, '\\.')})$`);

/**
 * Whether a path of the build folder is published as a file: not a page's HTML (served at its URL), not a compressed
 * copy, not a dotfile anywhere (`.assetsignore`), not a host's own settings at the root (`_redirects`, `_headers`).
 */
export const isPublishedFilePath = (path: string) =>
  !isPageFilePath(path) && !copySuffix.test(path) && !/\/\./.test(path) && !path.startsWith('/_');

/** A strong validator from a file's bytes: 22 characters of its SHA-256, as the pages' (server/node/page-store.ts). */
const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"`;

/** The table of `clientDir`'s published files. */
export function fileTable(clientDir: string): FileTable {
  const table: FileTable = {};
  for (const path of filesUnder(clientDir).filter(isPublishedFilePath).toSorted()) {
    const file = join(clientDir, path);
    const copies: FileTable[string]['copies'] = {};
    for (const encoding of pageEncodings) {
      try {
        copies[encoding] = statSync(file + PAGE_ENCODINGS[encoding]).size;
      } catch {
        // No copy in this encoding: the file is sent as it is to a client that asks for it.
      }
    }
    const bytes = readFileSync(file);
    table[path] = {
      type: getMimeType(path) ?? 'application/octet-stream',
      size: bytes.byteLength,
      etag: etagOf(bytes),
      copies,
    };
  }
  return table;
}

/** Writes the table of `clientDir`'s published files to `file`. */
export function writeFileTable(clientDir: string, file: string) {
  writeFileSync(file, `${JSON.stringify(fileTable(clientDir))}\n`);
}
