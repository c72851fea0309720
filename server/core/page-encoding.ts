// Which of a built file's copies to send: the Node server and the Worker choose alike (server/core/file-answer.ts,
// server/node/page-store.ts, server/edge/edge-site.ts), and the build writes the copies (build/prerender.ts).
import { parseAccept } from 'hono/utils/accept';

/**
 * The compressed copies the build writes beside each page and each compressible file (brotli at quality 11, gzip at
 * level 9), in the server's order of preference.
 */
export const PAGE_ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type PageEncoding = keyof typeof PAGE_ENCODINGS;
/** The encodings, the server's preferred first. */
export const pageEncodings = Object.keys(PAGE_ENCODINGS) as PageEncoding[];

/**
 * The encoding to send for an Accept-Encoding header, among those a file has copies in (`available`): the one the
 * client values most (RFC 9110: its q-value, else the `*` entry's, else not acceptable), the server's preference
 * between equals; none when the client accepts none of them (then the file is sent as it is).
 */
export function pageEncoding(
  acceptEncoding: string,
  available: readonly PageEncoding[] = pageEncodings,
): PageEncoding | undefined {
  // Browsers send a few Accept-Encoding headers, each the same on every request: each is read once per set of copies.
  const key = `${available.join()} ${acceptEncoding}`;
  let encoding = chosen.get(key);
  if (encoding === undefined) {
    if (chosen.size >= MAX_CHOSEN) chosen.clear();
    encoding = choose(acceptEncoding, available) ?? null;
    chosen.set(key, encoding);
  }
  return encoding ?? undefined;
}

const chosen = new Map<string, PageEncoding | null>();
const MAX_CHOSEN = 64;

function choose(acceptEncoding: string, available: readonly PageEncoding[]): PageEncoding | undefined {
  const quality = new Map<string, number>();
  for (const { type, q } of parseAccept(acceptEncoding)) {
    const name = type.toLowerCase();
    // A repeated name counts once, as first given.
    if (!quality.has(name)) quality.set(name, Number.isFinite(q) ? q : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  let best: PageEncoding | undefined;
  let bestQuality = 0;
  for (const encoding of pageEncodings) {
    if (!available.includes(encoding)) continue;
    const q = quality.get(encoding) ?? wildcard;
    if (q > bestQuality) [best, bestQuality] = [encoding, q];
  }
  return best;
}
