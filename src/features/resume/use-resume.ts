import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { resumeView } from '@/content/resume-view';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { useLanguageUrl } from '@/i18n/language-router';

/** The résumé in the language shown, and the `t` of its texts (the `resume` namespace). */
export function useResume() {
  const { t } = useTranslation('resume');
  const texts = useProjectsTexts();
  // resumeView names each text's namespace itself: any `t` of the instance reads them.
  const anyT = t as unknown as TFunction;
  return { view: resumeView(anyT, texts, useLanguageUrl().language), t, anyT };
}
