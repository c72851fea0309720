import { directionOf, type Direction } from '@/i18n/direction';
import { useLanguage } from '@/i18n/use-language';

/** Which way the page being shown reads, as `<html dir>` says it (the prerender and the language switch set it). */
export function useDirection(): Direction {
  return directionOf(useLanguage());
}
