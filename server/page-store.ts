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

/**
 * One prerendered HTML file. Compressed copies written by the build (`index.html.br`, `.gz`) are used when present;
 * otherwise each is made on first use, off the main thread, and kept. Compressing every page at start-up took seconds.
 */
export class PageBody {
  private readonly encoded = new Map<PageEncoding, Promise<Buffer>>();
  readonly identity: Buffer;

  constructor(file: string) {
    this.identity = readFileSync(file);
    for (const [encoding, extension] of Object.entries(extensions) as [PageEncoding, string][]) {
      if (existsSync(file + extension))
        this.encoded.set(encoding, Promise.resolve(readFileSync(file + extension)));
    }
  }

  get(encoding: PageEncoding | undefined): Promise<Buffer> {
    if (!encoding) return Promise.resolve(this.identity);
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.identity);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
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

  /** The HTML of every page in every language, for the Content-Security-Policy's hashes. */
  htmlDocuments(): string[] {
    return [...this.pages.values()].flatMap((bodies) =>
      languages.map((language) => bodies[language].identity.toString('utf8')),
    );
  }
}
