import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pageMeta } from '@/content/page-meta';
import type { ProjectsTexts } from '@/i18n/resources';
import { useLanguage } from '@/i18n/use-language';

/** Keeps the title and description right after client-side navigations and language switches. */
export function useDocumentMeta() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    // Read, not waited for: a page that names a project or category has loaded the catalogue's texts before it shows.
    const texts = i18n.getResourceBundle(language, 'projects') as ProjectsTexts | undefined;
    const meta = pageMeta(pathname, texts, t);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname, language, i18n, t]);
}
