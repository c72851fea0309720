import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { videoSourceSchema } from '../../src/content/schemas';

/** CSP hashes of what the prerendered pages carry inline; empty today, and the policy stays strict while it is. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
/**
 * A script element of a type the browser does not run (JSON-LD, JSON): CSP does not govern it, so it needs no hash.
 * Classic scripts, modules and import maps do.
 */
export function isDataBlock(scriptAttributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(scriptAttributes)?.[1]?.toLowerCase();
  return (
    type !== undefined && !['module', 'importmap', 'text/javascript', 'application/javascript'].includes(type)
  );
}
const unique = (values: Iterable<string>) => [...new Set(values)].toSorted();

/**
 * Hashes every inline `<script>`, `<style>` and `style="…"` attribute of the pages. The pages are React's own
 * output, whose markup is regular enough for patterns; anything inline a later change adds is allowed by its
 * hash rather than by 'unsafe-inline'.
 */
export function inlineHashes(documents: Iterable<string>): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const attributes = new Set<string>();
  for (const html of documents) {
    for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\bsrc\s*=/i.test(attrs) && !isDataBlock(attrs) && body.trim() !== '') scripts.add(sha256(body));
    }
    for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi))
      styles.add(sha256(body));
    for (const [, double, single] of html.matchAll(/\sstyle=(?:"([^"]*)"|'([^']*)')/gi)) {
      attributes.add(sha256(decodeAttribute(double ?? single ?? '')));
    }
  }
  return { scripts: unique(scripts), styles: unique(styles), styleAttributes: unique(attributes) };
}

type VideoSource = z.input<typeof videoSourceSchema>;

/** Outside origins the project videos need, once a visitor asks to play one. */
export function videoOrigins(sources: Iterable<VideoSource>) {
  const media = new Set<string>();
  let youtube = false;
  for (const source of sources) {
    if (source.kind === 'youtube') youtube = true;
    else if (source.src.startsWith('https://')) media.add(new URL(source.src).origin);
  }
  return {
    media: unique(media),
    frames: youtube ? ['https://www.youtube-nocookie.com', 'https://www.youtube.com'] : [],
    images: youtube ? ['https://i.ytimg.com'] : [],
  };
}

export interface PolicyInput {
  hashes: InlineHashes;
  origins: ReturnType<typeof videoOrigins>;
}

/** The Content-Security-Policy directives, in the shape of Hono's secureHeaders option. */
export function contentSecurityPolicy({ hashes, origins }: PolicyInput) {
  const styleSrc = ["'self'", ...hashes.styles];
  // Hashes of style attributes count only with 'unsafe-hashes'; kept out of the policy while none are needed.
  if (hashes.styleAttributes.length) styleSrc.push("'unsafe-hashes'", ...hashes.styleAttributes);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...hashes.scripts],
    styleSrc,
    imgSrc: ["'self'", ...origins.images],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", ...origins.media],
    frameSrc: origins.frames.length ? origins.frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    // mailto: for the form's fallback of handing the message to the visitor's mail client.
    formAction: ["'self'", 'mailto:'],
    frameAncestors: ["'none'"],
  };
}
