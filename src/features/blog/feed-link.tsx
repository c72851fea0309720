import { useTranslation } from 'react-i18next';
import { useLanguageUrl } from '@/i18n/language-router';
import { withBase } from '@/lib/base-path';
import { localizedPath } from '@/lib/language-path';
import type { Language } from '@/i18n/languages';

/** Where a language's feed is (`/rss.xml`, `/es/rss.xml`): written by the build with its posts. */
export const feedPath = (language: Language) => localizedPath('/rss.xml', language);

/** The link to the page's language's RSS feed: a file, not a page of the app. */
export function FeedLink() {
  const { t } = useTranslation('blog');
  const { language } = useLanguageUrl();
  return (
    <a
      href={withBase(feedPath(language))}
      type="application/rss+xml"
      className="inline-flex items-center gap-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4" fill="currentColor">
        <circle cx="6" cy="18" r="2" />
        <path d="M4 10a10 10 0 0 1 10 10h-3a7 7 0 0 0-7-7zM4 4a16 16 0 0 1 16 16h-3A13 13 0 0 0 4 7z" />
      </svg>
      {t('list.feed')}
    </a>
  );
}
