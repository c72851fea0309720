import { fallbackLanguage, LANGUAGE_STORAGE, toLanguage, type Language } from './languages';

interface RequestLanguageHints {
  query: string | null | undefined;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
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
 * The server's choice of language, in the order the browser detector uses for what a request carries:
 * query `lng`, then the `i18next` cookie, then Accept-Language, then the fallback.
 */
export function negotiateLanguage(hints: RequestLanguageHints): Language {
  const fromQuery = toLanguage(hints.query);
  if (fromQuery) return fromQuery;
  const fromCookie = hints.cookieHeader
    ? toLanguage(readCookie(hints.cookieHeader, LANGUAGE_STORAGE.cookie))
    : undefined;
  if (fromCookie) return fromCookie;
  for (const tag of hints.acceptLanguage ? acceptedTags(hints.acceptLanguage) : []) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return fallbackLanguage;
}
