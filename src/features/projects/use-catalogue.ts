import { getCatalogue } from '@/content/catalogue';
import { useProjectsTexts } from '@/hooks/use-projects-texts';

/** The project catalogue in the language shown; it is rebuilt when the language changes. */
export function useCatalogue() {
  return getCatalogue(useProjectsTexts());
}
