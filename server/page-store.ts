import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAccept } from 'hono/utils/accept';
import { fallbackLanguage, languages, type Language } from '../src/i18n/languages';
import { splitLanguagePath } from '../src/lib/language-path';

/** Written by the prerender step: each page path and the HTML file of each language. */
export type PageMap = Record<string, Record<Language, string>>;
export const NOT_FOUND_KEY = '404';

/** The file the prerender step writes a page to: the fallback language's at the root, another's in its folder. */
export function pageFile(path: string, language: Language): string {
  const prefix = language === fallbackLanguage ? '' : `${language}/`;
  if (path === NOT_FOUND_KEY) return `${prefix}404.html`;
  return `${prefix}${path === '/' ? '' : `${path.slice(1)}/`}index.html`;
}

/**
 * A prerendered file's own path (`/index.html`, `/es/404.html`, `/404.html.br`): pages are served at their URLs only
 * (`/`, `/es/`), which the server maps to these files.
 */
export function isPageFilePath(path: string): boolean {
  return /\.html?(\.(br|gz))?$/i.test(path);
}

/**
 * The compressed copies the build writes beside each page (brotli at quality 11, gzip at level 9, as for the other
 * files), in the server's order of preference.
 */
export const PAGE_ENCODINGS = { br: '.br', gzip: '.gz' } as const;
export type PageEncoding = keyof typeof PAGE_ENCODINGS;
const preference = Object.keys(PAGE_ENCODINGS) as PageEncoding[];

/** Bytes as the response body takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;
// A view of the same memory, not a copy: @hono/node-server hands a Uint8Array body to the socket as it is, so every
// response of a page shares one buffer (copying it per response cost a third of the throughput and memory churn).
const view = (buffer: Buffer): Bytes =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** The encoding to send for an Accept-Encoding header: the first of ours it accepts (q above 0), else none. */
export function pageEncoding(acceptEncoding: string): PageEncoding | undefined {
  const accepted = new Set(
    parseAccept(acceptEncoding)
      .filter(({ q }) => q > 0)
      .map(({ type }) => type.toLowerCase()),
  );
  return preference.find((encoding) => accepted.has(encoding));
}

/**
 * One prerendered HTML file and the compressed copies the build wrote beside it, read once and kept in memory: sent
 * from memory at six times the rate of `serveStatic`, which reads the file per request (docs/decisions.md). A missing
 * copy stops the start-up rather than sending every visitor the uncompressed page.
 */
export class PageBody {
  readonly identity: Buffer;
  private readonly copies = new Map<PageEncoding | undefined, Bytes>();
  /** The page's strong validator, from its content: one per encoding, as each is its own representation. */
  private readonly tag: string;

  constructor(file: string) {
    this.identity = readFileSync(file);
    this.tag = createHash('sha256').update(this.identity).digest('base64url').slice(0, 22);
    this.copies.set(undefined, view(this.identity));
    for (const encoding of preference) {
      const copy = file + PAGE_ENCODINGS[encoding];
      if (!existsSync(copy))
        throw new Error(`${copy} is missing: the build writes it beside the page (npm run build)`);
      this.copies.set(encoding, view(readFileSync(copy)));
    }
  }

  /** The best copy for an Accept-Encoding header, the encoding to announce, and that copy's ETag. */
  encode(acceptEncoding: string): { encoding: PageEncoding | undefined; bytes: Bytes; etag: string } {
    const encoding = pageEncoding(acceptEncoding);
    return {
      encoding,
      bytes: this.copies.get(encoding) ?? view(this.identity),
      etag: `"${this.tag}${encoding ? `-${encoding}` : ''}"`,
    };
  }
}
/** The prerendered pages, read once at start-up. */
export class PageStore {
  private readonly pages = new Map<string, Record<Language, PageBody>>();

  constructor(clientDir: string, pageMapFile: string) {
    const map = JSON.parse(readFileSync(pageMapFile, 'utf8')) as PageMap;
    for (const [path, files] of Object.entries(map)) {
      const bodies = {} as Record<Language, PageBody>;
      for (const language of languages) bodies[language] = new PageBody(join(clientDir, files[language]));
      this.pages.set(path, bodies);
    }
    if (!this.pages.has(NOT_FOUND_KEY)) throw new Error(`${pageMapFile} has no "${NOT_FOUND_KEY}" page`);
  }

  /**
   * The page at a URL path, in the URL's language (`/es/proyectos` is Spanish `/proyectos`); a trailing slash is
   * ignored. A language's home is at its folder with the slash (`/es/`): `/es` is not a page (the server redirects it).
   */
  get(pathname: string): { language: Language; body: PageBody } | undefined {
    const { language, path } = splitLanguagePath(pathname);
    if (language !== fallbackLanguage && pathname === `/${language}`) return undefined;
    const bodies = this.pages.get(path.length > 1 ? path.replace(/\/+$/, '') : path);
    return bodies && { language, body: bodies[language] };
  }

  /** The not-found page in a language. */
  notFound(language: Language): PageBody {
    return (this.pages.get(NOT_FOUND_KEY) as Record<Language, PageBody>)[language];
  }

  /** The site's stylesheets, as the not-found page (always built, the thinnest page) links them. */
  stylesheets(): string[] {
    const html = this.notFound(fallbackLanguage).identity.toString('utf8');
    return [...html.matchAll(/<link\b[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
      .flatMap((tag) => /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? []);
  }
}
