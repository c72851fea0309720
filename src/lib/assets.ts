import type { Language } from '@/i18n/languages';

/** The spec's 404 picture, one per language; also the fallback for a missing image. */
export const notFoundImage: Record<Language, string> = {
  en: '/images/not-found/404-en.svg',
  es: '/images/not-found/404-es.svg',
};
