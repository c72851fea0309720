import { useTranslation } from 'react-i18next';
import { Link } from './link';
import { profile } from '@/content';
import { usePageText } from '@/hooks/use-page-text';
import { HOME_PATH } from '@/lib/routes';

const firstName = profile.name.split(' ')[0];

/** The `<Name />` mark, linking home, in the navbar and the footer. */
export function LogoLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const text = usePageText();
  return (
    <Link
      to={HOME_PATH}
      aria-label={t('navbar.logo_label', { name: text.isolate(profile.name) })}
      className={`rounded-md font-mono text-lg font-bold tracking-tight whitespace-nowrap text-text ${className}`}
    >
      {/* A tag, written left to right in every language: in a right-to-left page its brackets would turn around. */}
      <span aria-hidden="true" dir="ltr">
        <span className="text-muted">&lt;</span>
        <span className="text-accent">{firstName}</span>
        <span className="text-muted"> /&gt;</span>
      </span>
    </Link>
  );
}
