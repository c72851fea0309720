import { useTranslation } from 'react-i18next';
import { routes } from '@/lib/routes';

/** The generic screen for a routing error: the spec's heading and the error's message. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : String(error);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg px-6 text-center text-text">
      <h1 className="text-3xl font-bold">{t('default.error_title')}</h1>
      <p className="font-mono text-muted">{detail}</p>
      <a href={routes.home.href()} className="rounded-full bg-accent px-6 py-3 font-semibold text-on-accent">
        {t('default.error_home')}
      </a>
    </main>
  );
}
