import { parseAccept } from 'hono/utils/accept';
import { firstLanguage, readCookie } from '../../src/i18n/language-choice';
import { fallbackLanguage, LANGUAGE_STORAGE, type Language } from '../../src/i18n/languages';

interface RequestLanguageHints {
  query: string | null | undefined;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/**
 * Accept-Language's tags, highest quality first (Hono's parser: a malformed quality counts as 1), without those it
 * refuses (q=0). A wildcard stands for any language, ours first: the tags after it are no preference over it.
 */
function acceptedTags(header: string): string[] {
  const tags = parseAccept(header)
    .filter(({ q }) => q > 0)
    .map(({ type }) => type);
  const wildcard = tags.indexOf('*');
  return wildcard === -1 ? tags : [...tags.slice(0, wildcard), fallbackLanguage];
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
