import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { profile } from '@/content';
import { routes } from '@/lib/routes';

const firstName = profile.name.split(' ')[0];

/** The `<Name />` mark, linking home, in the navbar and the footer. */
export function LogoLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={routes.home.href()}
      aria-label={t('navbar.logo_label', { name: profile.name })}
      className={`rounded-md font-mono text-lg font-bold tracking-tight whitespace-nowrap text-text ${className}`}
    >
      <span aria-hidden="true">
        <span className="text-muted">&lt;</span>
        <span className="text-accent">{firstName}</span>
        <span className="text-muted"> /&gt;</span>
      </span>
    </Link>
  );
}
