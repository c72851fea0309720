// Which of a page's copies to send: the Node server and the Worker choose alike (server/node/page-store.ts,
// server/edge/edge-site.ts), and the prerender writes the copies (build/prerender.ts).
import { parseAccept } from 'hono/utils/accept';

/**
 * The compressed copies the build writes beside each page (brotli at quality 11, gzip at level 9, as for the other
 * files), in the server's order of preference.
 */
export const PAGE_ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type PageEncoding = keyof typeof PAGE_ENCODINGS;
/** The encodings, the server's preferred first. */
export const pageEncodings = Object.keys(PAGE_ENCODINGS) as PageEncoding[];

/** The encoding to send for an Accept-Encoding header: the first of ours it accepts (q above 0), else none. */
export function pageEncoding(acceptEncoding: string): PageEncoding | undefined {
  const accepted = new Set(
    parseAccept(acceptEncoding)
      .filter(({ q }) => q > 0)
      .map(({ type }) => type.toLowerCase()),
  );
  return pageEncodings.find((encoding) => accepted.has(encoding));
}
