import { useTranslation } from 'react-i18next';
import { fallbackLanguage, toLanguage, type Language } from './languages';

/** The language being shown, always one of the supported ones. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language) ?? fallbackLanguage;
}
