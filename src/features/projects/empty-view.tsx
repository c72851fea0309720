import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import { notFoundImage } from '@/lib/assets';

/**
 * Shown where there is nothing to list: an empty category ('under development'), or, with `message`,
 * a project without documentation or a filter that leaves nothing (`children`: the way out).
 */
export function EmptyView({ message, children }: { message?: string; children?: ReactNode } = {}) {
  const { t } = useTranslation('projects');
  const language = useLanguage();
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-border bg-surface/40 px-6 py-14 text-center">
      <img
        src={notFoundImage[language]}
        alt=""
        width={240}
        height={160}
        loading="lazy"
        className="h-32 w-auto opacity-90"
      />
      {message ? (
        <p className="text-lg font-semibold text-text">{message}</p>
      ) : (
        <>
          <p className="text-lg font-semibold text-text">{t('labels.empty_title')}</p>
          <p className="max-w-md text-muted">{t('labels.empty_message')}</p>
        </>
      )}
      {children}
    </div>
  );
}
