import { useTranslation } from 'react-i18next';
import { NavTarget } from './nav-target';
import { useNavItems } from './use-nav-items';

/** CONTACT ME: the contact section on home, the home page elsewhere. `className` sets its display (flex or inline-flex). */
export function ContactLink({ className = '', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { isHome, contactHref } = useNavItems();
  return (
    <NavTarget
      to={contactHref}
      inPage={isHome}
      onNavigate={onNavigate}
      className={`h-10 items-center justify-center rounded-full bg-accent px-5 text-sm font-semibold tracking-wide text-on-accent transition-colors hover:bg-accent-strong ${className}`}
    >
      {t('navbar.contact_me')}
    </NavTarget>
  );
}
