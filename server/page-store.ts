import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { languages, type Language } from '../src/i18n/languages';

/** Written by the prerender step: each page path and the HTML file of each language. */
export type PageMap = Record<string, Record<Language, string>>;
export const NOT_FOUND_KEY = '404';

export interface PageBody {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The prerendered pages, read and compressed once at start-up. */
export class PageStore {
  private readonly pages = new Map<string, Record<Language, PageBody>>();

  constructor(clientDir: string, pageMapFile: string) {
    const map = JSON.parse(readFileSync(pageMapFile, 'utf8')) as PageMap;
    for (const [path, files] of Object.entries(map)) {
      const bodies = {} as Record<Language, PageBody>;
      for (const language of languages) {
        const identity = readFileSync(join(clientDir, files[language]));
        bodies[language] = {
          identity,
          br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(identity, { level: 9 }),
        };
      }
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
}
