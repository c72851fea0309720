import { useTranslation } from 'react-i18next';
import type { ProjectsTexts } from '@/i18n/resources';
import { useLanguage } from '@/i18n/use-language';
import { DownloadError } from '@/boot/retry-import';

/** The catalogue's texts (the `projects` namespace) in the language shown, straight from i18next's store. */
export function useProjectsTexts(): ProjectsTexts {
  const { i18n } = useTranslation('projects');
  const language = useLanguage();
  const texts = i18n.getResourceBundle(language, 'projects') as ProjectsTexts | undefined;
  // Missing only when their download failed on every try: the error screen says so, and its Try again asks again.
  if (!texts) throw new DownloadError(`The ${language} projects texts could not be downloaded`);
  return texts;
}
