import { useTranslation } from 'react-i18next';
import type { ProjectsTexts } from '@/i18n/resources';
import { useLanguage } from '@/i18n/use-language';

/** The catalogue's texts (the `projects` namespace) in the language shown, straight from i18next's store. */
export function useProjectsTexts(): ProjectsTexts {
  const { i18n } = useTranslation('projects');
  return i18n.getResourceBundle(useLanguage(), 'projects') as ProjectsTexts;
}
