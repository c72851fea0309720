import { useTranslation } from 'react-i18next';
import { bundledNamespace } from '@/i18n/namespaces';

interface Props {
  /** The id of the part it stands for: anchors to the part still lead here. */
  id: string;
  onRetry: () => void;
}

/**
 * In place of a part of the page whose code could not be downloaded after every retry: says so in the visitor's
 * language (bundled texts) with Try again, while the rest of the page goes on working.
 */
export function PartFailed({ id, onRetry }: Props) {
  const { t } = useTranslation(bundledNamespace);
  return (
    <section id={id} className="container-content py-16 text-center">
      <p role="alert" className="mx-auto max-w-md text-muted">
        {t('download')}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-4 inline-flex min-h-11 items-center rounded-full border border-border px-6 py-2.5 font-semibold text-text transition hover:border-accent hover:text-accent"
      >
        {t('retry')}
      </button>
    </section>
  );
}
