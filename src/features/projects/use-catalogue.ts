import { useMemo } from 'react';
import { getCatalogue } from '@/content';
import { useLanguage } from '@/i18n/use-language';

/** The project catalogue in the language shown; it is rebuilt when the language changes. */
export function useCatalogue() {
  const language = useLanguage();
  return useMemo(() => getCatalogue(language), [language]);
}
