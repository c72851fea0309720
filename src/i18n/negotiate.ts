import { firstLanguage, readCookie } from './language-choice';
import { LANGUAGE_STORAGE, type Language } from './languages';

interface RequestLanguageHints {
  query: string | null | undefined;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/** Accept-Language tags, highest quality first. */
function acceptedTags(header: string): string[] {
  return header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, quality: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .toSorted((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * The server's choice of language, in the order the browser's detection uses for what a request carries:
 * query `lng`, then the `i18next` cookie, then Accept-Language, then the fallback.
 */
export function negotiateLanguage(hints: RequestLanguageHints): Language {
  return firstLanguage([
    hints.query,
    hints.cookieHeader ? readCookie(hints.cookieHeader, LANGUAGE_STORAGE.cookie) : undefined,
    ...(hints.acceptLanguage ? acceptedTags(hints.acceptLanguage) : []),
  ]);
}
