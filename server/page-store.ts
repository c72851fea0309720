import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { languages, type Language } from '../src/i18n/languages';

/** Written by the prerender step: each page path and the HTML file of each language. */
export type PageMap = Record<string, Record<Language, string>>;
export const NOT_FOUND_KEY = '404';

const compressors = {
  br: (data: Buffer) => promisify(brotliCompress)(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (data: Buffer) => promisify(gzip)(data, { level: 9 }),
};
export type PageEncoding = keyof typeof compressors;

const extensions: Record<PageEncoding, string> = { br: '.br', gzip: '.gz' };

/** Bytes as the response body takes them. */
export type Bytes = Uint8Array<ArrayBuffer>;
// A view of the same memory, not a copy: @hono/node-server hands a Uint8Array body to the socket as it is, so every
// response of a page shares one buffer (copying it per response cost a third of the throughput and memory churn).
const view = (buffer: Buffer): Bytes =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

/**
 * One prerendered HTML file. Compressed copies written by the build (`index.html.br`, `.gz`) are used when present;
 * otherwise each is made on first use, off the main thread, and kept. Compressing every page up front doubled the
 * start-up time (0.65 s of 1.2 s on a quiet machine, seconds on a busy one). Until a page's brotli copy is ready
 * (about 25 ms), a browser that also accepts gzip gets the gzip copy instead of waiting.
 */
export class PageBody {
  private readonly pending = new Map<PageEncoding, Promise<Bytes>>();
  private readonly ready = new Map<PageEncoding, Bytes>();
  readonly identity: Buffer;
  private readonly identityBytes: Bytes;

  constructor(file: string) {
    this.identity = readFileSync(file);
    this.identityBytes = view(this.identity);
    for (const [encoding, extension] of Object.entries(extensions) as [PageEncoding, string][]) {
      if (existsSync(file + extension)) this.ready.set(encoding, view(readFileSync(file + extension)));
    }
  }

  /** The best copy for an Accept-Encoding header, and the encoding to announce. */
  async encode(acceptEncoding: string): Promise<{ encoding: PageEncoding | undefined; bytes: Bytes }> {
    const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding);
    if (accepts('br')) {
      const br = this.ready.get('br');
      if (br) return { encoding: 'br', bytes: br };
      const making = this.compressed('br');
      if (!accepts('gzip')) return { encoding: 'br', bytes: await making };
    }
    if (accepts('gzip')) return { encoding: 'gzip', bytes: await this.compressed('gzip') };
    return { encoding: undefined, bytes: this.identityBytes };
  }

  private compressed(encoding: PageEncoding): Promise<Bytes> {
    const ready = this.ready.get(encoding);
    if (ready) return Promise.resolve(ready);
    let making = this.pending.get(encoding);
    if (!making) {
      making = compressors[encoding](this.identity).then((buffer) => {
        const bytes = view(buffer);
        this.ready.set(encoding, bytes);
        return bytes;
      });
      this.pending.set(encoding, making);
    }
    return making;
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

  /** The page for a URL path; a trailing slash is ignored. */
  get(pathname: string): Record<Language, PageBody> | undefined {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return this.pages.get(path);
  }

  notFound(): Record<Language, PageBody> {
    return this.pages.get(NOT_FOUND_KEY) as Record<Language, PageBody>;
  }

  /** The site's stylesheets, as the not-found page (always built, the thinnest page) links them. */
  stylesheets(): string[] {
    const html = this.notFound().en.identity.toString('utf8');
    return [...html.matchAll(/<link\b[^>]*>/gi)]
      .map(([tag]) => tag)
      .filter((tag) => /\brel=["']?stylesheet\b/i.test(tag))
      .flatMap((tag) => /\bhref=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? []);
  }

  /** The HTML of every page in every language, for the Content-Security-Policy's hashes. */
  htmlDocuments(): string[] {
    return [...this.pages.values()].flatMap((bodies) =>
      languages.map((language) => bodies[language].identity.toString('utf8')),
    );
  }
}
