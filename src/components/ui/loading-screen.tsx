import { useTranslation } from 'react-i18next';
import { LOADING_ATTRIBUTE } from '@/boot/lazy-part';
import { Spinner } from './spinner';

/** The spec's 'Loading...' fallback: shown while a lazily loaded screen arrives. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div
      {...{ [LOADING_ATTRIBUTE]: '' }}
      role="status"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg text-text"
    >
      <Spinner className="size-10" />
      <span>{t('default.loading')}</span>
    </div>
  );
}
