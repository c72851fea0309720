import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/** The spec's 'Loading...' fallback: shown while a lazily loaded screen arrives. */
export function LoadingScreen({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={
        overlay
          ? 'fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-3 bg-bg/80 py-3 text-sm backdrop-blur'
          : 'flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg text-text'
      }
    >
      <Spinner className={overlay ? 'size-5' : 'size-10'} />
      <span>{t('default.loading')}</span>
    </div>
  );
}
