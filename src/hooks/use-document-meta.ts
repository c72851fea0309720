import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageMeta } from '@/content/page-meta';
import { useProjectsTexts } from './use-projects-texts';

/** Keeps the title and description right after client-side navigations and language switches. */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  const texts = useProjectsTexts();
  const { t } = useTranslation();
  useEffect(() => {
    const meta = pageMeta(pathname, texts, t);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname, texts, t]);
}
