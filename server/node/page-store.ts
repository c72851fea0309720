import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fallbackLanguage, languages, type Language } from '../../src/i18n/languages';
import { stylesheetsOf } from '../core/built-files';
import { PAGE_ENCODINGS, pageEncoding, pageEncodings, type PageEncoding } from '../core/page-encoding';
import { findPage, NOT_FOUND_KEY, type PageMap } from '../core/page-urls';

export { isPageFilePath, NOT_FOUND_KEY, pageFile, type PageMap } from '../core/page-urls';

/** Bytes as the response body takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;
// A view of the same memory, not a copy: @hono/node-server hands a Uint8Array body to the socket as it is, so every
// response of a page shares one buffer (copying it per response cost a third of the throughput and memory churn).
const view = (buffer: Buffer): Bytes =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/** One copy of a page, as a response sends it. */
export interface PageCopy {
  /** The Content-Encoding to announce, if any. */
  encoding: PageEncoding | undefined;
  bytes: Bytes;
  /** The copy's strong validator, from the page's content: one per encoding, as each is its own representation. */
  etag: string;
}

/**
 * One prerendered HTML file and the compressed copies the build wrote beside it, read once and kept in memory: sent
 * from memory at six times the rate of `serveStatic`, which reads the file per request (docs/decisions.md). A missing
 * copy stops the start-up rather than sending every visitor the uncompressed page.
 */
export class PageBody {
  readonly identity: Buffer;
  /** The page as it is, for a request that accepts none of the compressed copies. */
  private readonly plain: PageCopy;
  private readonly copies = new Map<PageEncoding, PageCopy>();

  constructor(file: string) {
    this.identity = readFileSync(file);
    const tag = createHash('sha256').update(this.identity).digest('base64url').slice(0, 22);
    this.plain = { encoding: undefined, bytes: view(this.identity), etag: `"${tag}"` };
    for (const encoding of pageEncodings) {
      const copy = file + PAGE_ENCODINGS[encoding];
      if (!existsSync(copy))
        throw new Error(`${copy} is missing: the build writes it beside the page (npm run build)`);
      this.copies.set(encoding, { encoding, bytes: view(readFileSync(copy)), etag: `"${tag}-${encoding}"` });
    }
  }

  /** The best copy for an Accept-Encoding header. */
  encode(acceptEncoding: string): PageCopy {
    const encoding = pageEncoding(acceptEncoding);
    return (encoding && this.copies.get(encoding)) ?? this.plain;
  }
}
/** The prerendered pages, read once at start-up. */
export class PageStore {
  private readonly pages = new Map<string, Partial<Record<Language, PageBody>>>();

  constructor(clientDir: string, pageMapFile: string) {
    const map = JSON.parse(readFileSync(pageMapFile, 'utf8')) as PageMap;
    for (const [path, files] of Object.entries(map)) {
      const bodies: Partial<Record<Language, PageBody>> = {};
      for (const language of languages) {
        const file = files[language];
        if (file) bodies[language] = new PageBody(join(clientDir, file));
      }
      this.pages.set(path, bodies);
    }
    if (!this.pages.has(NOT_FOUND_KEY)) throw new Error(`${pageMapFile} has no "${NOT_FOUND_KEY}" page`);
  }

  /** The page a URL path names, and its language (`findPage`). */
  find(pathname: string): { key: string; language: Language } | undefined {
    return findPage(pathname, (key, language) => !!this.pages.get(key)?.[language]);
  }

  /** A page by its key (`/proyectos`) in a language. */
  page(key: string, language: Language): PageBody {
    const body = this.pages.get(key)?.[language];
    if (!body) throw new Error(`No page ${key} in ${language}`);
    return body;
  }

  /** The not-found page in a language. */
  notFound(language: Language): PageBody {
    return this.page(NOT_FOUND_KEY, language);
  }

  /** The site's stylesheets, as the not-found page (always built, the thinnest page) links them. */
  stylesheets(): string[] {
    return stylesheetsOf(this.notFound(fallbackLanguage).identity.toString('utf8'));
  }
}
