import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LANGUAGE_STORAGE, type Language } from '@/i18n/languages';
import { hydrateDeferredParts } from '@/lib/lazy-part';

/**
 * Switches the language in place. The detector caches the choice (local storage `language`, cookie `i18next`);
 * a `lng` query parameter is dropped so that it no longer overrides the choice on the next visit. Parts of the page
 * still waiting to hydrate hydrate first, in the language their HTML was written in.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  return useCallback(
    async (language: Language) => {
      await hydrateDeferredParts();
      await i18n.changeLanguage(language);
      if (params.has(LANGUAGE_STORAGE.query)) {
        const next = new URLSearchParams(params);
        next.delete(LANGUAGE_STORAGE.query);
        setParams(next, { replace: true, preventScrollReset: true });
      }
    },
    [i18n, params, setParams],
  );
}
