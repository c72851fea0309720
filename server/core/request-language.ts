import type { Context } from 'hono';
import { LANGUAGE_STORAGE, type Language } from '../../src/i18n/languages';
import { negotiateLanguage } from './negotiate';

/** The language a request asks for: query `lng`, the language cookie, Accept-Language, then the fallback. */
export function requestLanguage(c: Context): Language {
  return negotiateLanguage({
    query: c.req.query(LANGUAGE_STORAGE.query),
    cookieHeader: c.req.header('cookie'),
    acceptLanguage: c.req.header('accept-language'),
  });
}
