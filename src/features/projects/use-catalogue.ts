import { getCatalogue } from '@/content/catalogue';
import { useLanguageUrl } from '@/i18n/language-router';
import { useProjectsTexts } from '@/hooks/use-projects-texts';

/** The project catalogue in the language shown; it is rebuilt when the language changes. */
export function useCatalogue() {
  return getCatalogue(useProjectsTexts(), useLanguageUrl().language);
}
