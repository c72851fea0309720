import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { usePageHeading } from '@/hooks/use-page-heading';
import { useLanguage } from '@/i18n/use-language';
import { notFoundImage } from '@/lib/assets';
import { HOME_PATH } from '@/lib/routes';
import { CONTENT_ID } from '@/lib/constants';

/** The not-found page: full height, centred, white on dark. */
export function Component() {
  const { t } = useTranslation();
  const language = useLanguage();
  const heading = usePageHeading('notFound');
  return (
    <main
      id={CONTENT_ID}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-night px-6 py-12 text-center text-on-night scheme-dark"
    >
      <img
        src={notFoundImage[language]}
        alt={t('default.not_found_image_alt')}
        width={480}
        height={320}
        className="h-auto w-full max-w-sm"
      />
      <h1 className="font-mono text-4xl font-bold">{heading}</h1>
      <p className="text-lg">{t('default.not_found_message')}</p>
      <Link
        to={HOME_PATH}
        className="rounded-full bg-accent px-6 py-3 font-semibold text-on-accent transition hover:bg-accent-strong"
      >
        {t('default.not_found_button')}
      </Link>
    </main>
  );
}
