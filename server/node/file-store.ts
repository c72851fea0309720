import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FILE_TABLE_FILE, publishedFile, type FileTable, type PublishedFile } from '../core/file-table';
import type { ByteRange } from '../core/file-answer';
import { PAGE_ENCODINGS, type PageEncoding } from '../core/page-encoding';
import type { Bytes } from './page-store';

/** How much of the files is kept in memory at most, and the largest file kept (a larger one is read per request). */
export interface FileMemory {
  maxBytes: number;
  maxFileBytes: number;
}

/**
 * 24 MB of files, each up to 1 MB: every script, style sheet and font of a build and its most asked pictures, within
 * the server's memory budget (docs/decisions.md, "Files from memory"); videos and large pictures come from the disk.
 */
export const FILE_MEMORY: FileMemory = { maxBytes: 24 * 1024 * 1024, maxFileBytes: 1024 * 1024 };

// A view of the buffer's memory, not a copy: every response of a file shares one buffer (as the pages do).
const view = (buffer: Buffer): Bytes =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/**
 * The published files on Node (server/core/file-table.ts): only those the build's table lists are served, read from
 * memory once read (least recently used out first, within `FileMemory`), so that a file is sent at the rate of a
 * page rather than `serveStatic`'s disk read per request (docs/decisions.md).
 */
export class FileStore {
  private readonly table: FileTable;
  private readonly kept = new Map<string, Bytes>();
  private keptBytes = 0;

  constructor(
    private readonly clientDir: string,
    serverDir: string,
    private readonly memory: FileMemory = FILE_MEMORY,
  ) {
    const tableFile = join(serverDir, FILE_TABLE_FILE);
    try {
      this.table = JSON.parse(readFileSync(tableFile, 'utf8')) as FileTable;
    } catch (error) {
      throw new Error(`Cannot read ${tableFile} (npm run build writes it): ${String(error)}`, {
        cause: error,
      });
    }
  }

  /** The published file at a URL path in the site, if any. */
  find(path: string): PublishedFile | undefined {
    return publishedFile(this.table, path);
  }

  /** The bytes of the file at `path` (found by `find`), its copy in `encoding`, or a range of the file itself. */
  read(path: string, encoding: PageEncoding | undefined, range?: ByteRange): Bytes | ReadableStream {
    const file = join(this.clientDir, encoding ? path + PAGE_ENCODINGS[encoding] : path);
    const size = encoding
      ? (this.table[path]?.copies[encoding] ?? Infinity)
      : (this.table[path]?.size ?? Infinity);
    if (size > this.memory.maxFileBytes) {
      const stream = createReadStream(file, range && { start: range.start, end: range.end });
      return Readable.toWeb(stream) as ReadableStream;
    }
    const bytes = this.bytes(file);
    return range ? bytes.subarray(range.start, range.end + 1) : bytes;
  }

  /** The bytes kept in memory. */
  memoryUsed(): number {
    return this.keptBytes;
  }

  private bytes(file: string): Bytes {
    const kept = this.kept.get(file);
    if (kept) {
      // Most recently used last.
      this.kept.delete(file);
      this.kept.set(file, kept);
      return kept;
    }
    const bytes = view(readFileSync(file));
    this.keptBytes += bytes.byteLength;
    this.kept.set(file, bytes);
    for (const [oldest, { byteLength }] of this.kept) {
      if (this.keptBytes <= this.memory.maxBytes) break;
      this.kept.delete(oldest);
      this.keptBytes -= byteLength;
    }
    return bytes;
  }
}
