import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHref } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { loadLanguage } from '@/i18n/load-language';
import { bundledNamespace } from '@/i18n/namespaces';
import { useLanguage } from '@/i18n/use-language';
import { retryFailedParts } from '@/boot/retry-failed-parts';
import { DownloadError } from '@/boot/retry-import';
import { HOME_PATH } from '@/lib/routes';

interface Props {
  error: unknown;
  /** Renders the page again, which loads again whatever failed to load. */
  onRetry: () => void;
}

/**
 * The generic screen for a routing error: the spec's heading, what went wrong, Try again and the way home. Its texts
 * are bundled (the `errors` namespace), so it speaks the visitor's language even when no other text could be
 * downloaded; a failed download is said in that language, any other error shows its own message.
 */
export function ErrorScreen({ error, onRetry }: Props) {
  const { t, i18n } = useTranslation(bundledNamespace);
  const language = useLanguage();
  const home = useHref(HOME_PATH);
  const [retrying, setRetrying] = useState(false);
  const detail =
    error instanceof DownloadError ? t('download') : error instanceof Error ? error.message : String(error);

  const retry = async () => {
    setRetrying(true);
    // Texts that failed to download are asked for again first: the page cannot render without them.
    await loadLanguage(i18n, language);
    setRetrying(false);
    retryFailedParts();
    onRetry();
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg px-6 text-center text-text">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className={error instanceof DownloadError ? 'max-w-md text-muted' : 'font-mono text-muted'}>
        {detail}
      </p>
      <div className="flex flex-wrap items-center justify-center gap-3">
        <button
          type="button"
          aria-busy={retrying}
          disabled={retrying}
          onClick={() => void retry()}
          className="inline-flex items-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-on-accent transition hover:bg-accent-strong disabled:cursor-wait"
        >
          {retrying && <Spinner className="size-4" />}
          {t('retry')}
        </button>
        {/* A full page load: it also recovers what a retry in this page cannot (see retry-import.ts). */}
        <a
          href={home}
          className="rounded-full border border-border px-6 py-3 font-semibold text-text transition hover:border-accent hover:text-accent"
        >
          {t('home')}
        </a>
      </div>
    </main>
  );
}
