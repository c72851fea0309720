import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageUrl } from '@/i18n/language-router';
import type { Language } from '@/i18n/languages';
import { loadLanguage } from '@/i18n/load-language';
import { hydrateDeferredParts } from '@/boot/lazy-part';

/** A switch under way: its texts are downloading, or failed to (the page stays in its language meanwhile). */
export interface LanguageSwitch {
  language: Language;
  failed: boolean;
}

/**
 * Switches the language in place, once its texts are in: while they download (with their retries) the page stays in
 * its language and `pending` says so; if every try fails it stays there for good, and `retry` tries again. Then the
 * URL becomes the page's URL in that language, in place (a `lng` query parameter goes, so that it no longer overrides
 * the choice), and the choice is kept (local storage `language`, cookie `i18next`). Parts of the page still waiting
 * to hydrate hydrate first, in the language their HTML was written in.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const { moveTo } = useLanguageUrl();
  const [pending, setPending] = useState<LanguageSwitch | null>(null);
  // The last language picked: a slower download of an earlier pick must not switch after it.
  const latest = useRef<Language | null>(null);

  const change = useCallback(
    async (language: Language) => {
      latest.current = language;
      setPending({ language, failed: false });
      await hydrateDeferredParts();
      const loaded = await loadLanguage(i18n, language);
      if (latest.current !== language) return;
      if (!loaded) {
        setPending({ language, failed: true });
        return;
      }
      await i18n.changeLanguage(language);
      setPending(null);
      moveTo(language);
    },
    [i18n, moveTo],
  );

  const dismiss = useCallback(() => {
    latest.current = null;
    setPending(null);
  }, []);

  return { change, pending, dismiss };
}
