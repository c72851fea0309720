import { X } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { siteLanguages } from '@/content';
import type { LanguageSwitch } from './use-change-language';

interface Props {
  pending: LanguageSwitch | null;
  onRetry: (language: LanguageSwitch['language']) => void;
  onDismiss: () => void;
}

/**
 * Under the language button, in the language still shown: the new language's texts downloading, or their failure with
 * Try again. A live region present from the start, so that screen readers announce each change.
 */
export function LanguageStatus({ pending, onRetry, onDismiss }: Props) {
  const { t } = useTranslation();
  const language = siteLanguages.find((option) => option.code === pending?.language)?.label;

  return (
    <div role="status" className="absolute end-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-2.5rem)]">
      {pending && !pending.failed && (
        <p className="ms-auto flex w-max max-w-full items-center gap-2 rounded-card border border-border bg-surface px-3 py-2 text-sm text-text shadow-card">
          <Spinner className="size-4 shrink-0" />
          {t('navbar.language_loading', { language })}
        </p>
      )}
      {pending?.failed && (
        <div className="flex flex-col gap-3 rounded-card border border-border bg-surface p-3 text-sm text-text shadow-card">
          <div className="flex items-start gap-2">
            <p className="flex-1">{t('navbar.language_failed', { language })}</p>
            <button
              type="button"
              aria-label={t('navbar.language_dismiss')}
              onClick={onDismiss}
              className="-m-1 rounded-full p-1 text-muted transition-colors hover:text-text"
            >
              <LineIcon icon={X} className="size-4" />
            </button>
          </div>
          <button
            type="button"
            onClick={() => onRetry(pending.language)}
            className="self-start rounded-full bg-accent px-4 py-1.5 font-semibold text-on-accent transition hover:bg-accent-strong"
          >
            {t('navbar.language_retry')}
          </button>
        </div>
      )}
    </div>
  );
}
