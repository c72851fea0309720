import { useTranslation } from 'react-i18next';
import { siteLanguages } from '@/content/languages';
import type { PostSummary } from '@/content/posts';
import { withBase } from '@/lib/base-path';
import { localizedPath } from '@/lib/language-path';
import { routesIn } from '@/lib/routes';
import type { Language } from '@/i18n/languages';

/**
 * The same post in the other languages it is written in, each link in its own language: a page of that language,
 * loaded whole (the language switcher's way is for the site's own words; this is the owner's text).
 */
export function PostTranslations({ translations }: { translations: readonly PostSummary[] }) {
  const { t } = useTranslation('blog');
  if (!translations.length) return null;
  return (
    <p className="text-sm text-muted">
      {t('post.other_languages')}{' '}
      {translations.map((post, index) => {
        const language = post.language as Language;
        const name = siteLanguages.find((l) => l.code === language)?.label ?? language;
        return (
          <span key={language}>
            {index > 0 && ', '}
            <a
              href={withBase(localizedPath(routesIn(language).post.href(post.slug), language))}
              hrefLang={language}
              lang={language}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {name}
            </a>
          </span>
        );
      })}
    </p>
  );
}
