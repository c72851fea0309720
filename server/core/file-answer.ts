// How a published file is answered, on every platform (server/node/node-site.ts, server/edge/edge-site.ts): the copy
// the client values most, its validator, a 304 while that still matches, a byte range of a file sent as it is, and on
// HEAD the headers its GET would send.
import type { Context } from 'hono';
import parseRange from 'range-parser';
import { securedAnswer } from '../security/security-headers';
import { copyEtag, type PublishedFile } from './file-table';
import { pageEncoding, type PageEncoding } from './page-encoding';
import { fileCacheControl, matchesEtag } from './page-headers';

/** A part of a file, its first and last byte. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The bytes of a file's copy in `encoding` (none: the file itself), whole or a range of the file. */
export type ReadFile = (
  encoding: PageEncoding | undefined,
  range?: ByteRange,
) => BodyInit | Promise<BodyInit>;

/**
 * The one range a Range header asks of a file of `size` bytes: `unsatisfiable` for a range past its end; none for a
 * header that is malformed, names another unit or asks for several ranges (the whole file is sent: RFC 9110 lets a
 * server ignore Range), or when If-Range names another version than `etag`.
 */
export function requestedRange(
  range: string | undefined,
  ifRange: string | undefined,
  size: number,
  etag: string,
): ByteRange | 'unsatisfiable' | undefined {
  if (!range || (ifRange !== undefined && ifRange.trim() !== etag)) return undefined;
  const ranges = parseRange(size, range, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return undefined;
  const [only] = ranges;
  return only && { start: only.start, end: only.end };
}

/**
 * The answer to a GET or HEAD for a published file at `path`, its bytes from `read`, its copy chosen for the visitor's
 * `acceptEncoding`: not a promise when `read` gives the bytes at once (Node's memory), the Node adapter's faster way
 * (docs/decisions.md, "The Node server").
 */
export function answerFile(
  c: Context,
  path: string,
  file: PublishedFile,
  read: ReadFile,
  acceptEncoding = c.req.header('accept-encoding') ?? '',
): Response | Promise<Response> {
  const copies = Object.keys(file.copies) as PageEncoding[];
  const encoding = pageEncoding(acceptEncoding, copies);
  const etag = copyEtag(file, encoding);
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': fileCacheControl(path),
    etag,
  };
  if (copies.length) headers.vary = 'Accept-Encoding';
  if (matchesEtag(c.req.header('if-none-match'), etag)) return securedAnswer(c, null, 304, headers);
  const head = c.req.method === 'HEAD';
  const send = (status: 200 | 206, ...copy: Parameters<ReadFile>) => {
    if (head) return securedAnswer(c, null, status, headers);
    const body = read(...copy);
    return body instanceof Promise
      ? body.then((bytes) => securedAnswer(c, bytes, status, headers))
      : securedAnswer(c, body, status, headers);
  };
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers['content-length'] = String(file.copies[encoding]);
    return send(200, encoding);
  }
  // A range of the file as it is (a video or the PDF, which have no compressed copy, are read this way).
  headers['accept-ranges'] = 'bytes';
  const range = requestedRange(c.req.header('range'), c.req.header('if-range'), file.size, etag);
  if (range === 'unsatisfiable') {
    headers['content-range'] = `bytes */${file.size}`;
    return securedAnswer(c, null, 416, headers);
  }
  if (range) {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers['content-length'] = String(range.end - range.start + 1);
    return send(206, undefined, range);
  }
  headers['content-length'] = String(file.size);
  return send(200, undefined);
}
