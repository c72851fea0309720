import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { videoSourceSchema } from '../../src/content/schemas';

/** The policy the build writes beside the page map (dist/server), for the server to send as it is. */
export const POLICY_FILE = 'content-security-policy.json';

/** CSP hashes of what the prerendered pages carry inline. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}

/** A CSP hash source: `'sha256-…'` of the text as the browser reads it. */
export const sha256Source = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * A script type the browser does not run (JSON-LD, JSON): CSP does not govern such a data block, so it needs no hash.
 * Classic scripts, modules and import maps do.
 */
export const isDataBlockType = (type: string | undefined) =>
  type !== undefined && !runnableTypes.test(type.trim());
// The HTML standard's JavaScript MIME types, an empty type, modules and import maps.
const runnableTypes =
  /^(?:|module|importmap|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/i;

/** The same for the attributes of a `<script>` tag, as written. */
export const isDataBlock = (scriptAttributes: string) =>
  isDataBlockType(/\btype\s*=\s*["']?([^"'\s>]+)/i.exec(scriptAttributes)?.[1]);

const unique = (values: Iterable<string>) => [...new Set(values)].toSorted();

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

const sources = z.array(z.string().min(1)).min(1);
/** The Content-Security-Policy directives, in the shape of Hono's secureHeaders option. */
const policySchema = z.strictObject({
  defaultSrc: sources,
  scriptSrc: sources,
  styleSrc: sources,
  imgSrc: sources,
  fontSrc: sources,
  connectSrc: sources,
  mediaSrc: sources,
  frameSrc: sources,
  objectSrc: sources,
  baseUri: sources,
  formAction: sources,
  frameAncestors: sources,
});
export type ContentSecurityPolicy = z.infer<typeof policySchema>;

/** The directives for what the pages carry inline and the videos they play: never 'unsafe-inline'. */
export function contentSecurityPolicy({ hashes, origins }: PolicyInput): ContentSecurityPolicy {
  const styleSrc = ["'self'", ...unique(hashes.styles)];
  // Hashes of style attributes count only with 'unsafe-hashes'; kept out of the policy while none are needed.
  if (hashes.styleAttributes.length) styleSrc.push("'unsafe-hashes'", ...unique(hashes.styleAttributes));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...unique(hashes.scripts)],
    styleSrc,
    // data: for the site's icon, written into each page (build/head.tsx, inlineFavicon).
    imgSrc: ["'self'", 'data:', ...origins.images],
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

/** Reads the policy the build wrote (build/prerender.ts), or fails naming the file. */
export function readPolicy(file: string): ContentSecurityPolicy {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the Content-Security-Policy ${file} (npm run build writes it): ${String(error)}`,
      { cause: error },
    );
  }
  const parsed = policySchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not a Content-Security-Policy: ${parsed.error.message}`);
  if (
    Object.values(parsed.data)
      .flat()
      .some((source) => /unsafe-inline|unsafe-eval/.test(source))
  )
    throw new Error(`${file} allows inline code or eval`);
  return parsed.data;
}
