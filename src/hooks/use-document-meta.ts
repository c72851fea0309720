import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguageUrl } from '@/i18n/language-router';
import { useLanguage } from '@/i18n/use-language';
import { sitePath } from '@/lib/base-path';
import { splitLanguagePath } from '@/lib/language-path';
import { retryImport } from '@/boot/retry-import';

/**
 * The page (as the router names it, without its language's folder) and language whose title and description the
 * served page's head already holds: a prerendered page's (read before the app sets `<html lang>`); none for an empty shell (development).
 */
const served =
  typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes()
    ? {
        pathname: splitLanguagePath(sitePath(window.location.pathname) ?? window.location.pathname).path,
        language: document.documentElement.lang,
      }
    : undefined;

/**
 * Keeps the title and description right after client-side navigations and language switches. What a page says of
 * itself comes from the catalogue, which no page needs for its first run: it is downloaded with the first change
 * (if it cannot be, the head keeps what it says).
 */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const urlLanguage = useLanguageUrl().language;
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (pathname === served?.pathname && language === served.language) return;
    let current = true;
    retryImport(() => import('./describe-document'))
      .then(
        async ({ describeDocument }) => current && describeDocument(pathname, urlLanguage, language, i18n, t),
      )
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, urlLanguage, language, i18n, t]);
}
