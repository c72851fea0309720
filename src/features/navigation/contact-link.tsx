import { useTranslation } from 'react-i18next';
import type { HomeAnchor } from '@/lib/routes';
import { NavTarget } from './nav-target';
import { useNavItems } from './use-nav-items';

/** CONTACT ME: the contact section on home, the home page elsewhere. `className` sets its display (flex or inline-flex). */
export function ContactLink({
  className = '',
  onNavigate,
  currentSection,
}: {
  className?: string;
  onNavigate?: () => void;
  currentSection?: HomeAnchor | undefined;
}) {
  const { t } = useTranslation();
  const { isHome, contactHref } = useNavItems();
  return (
    <NavTarget
      to={contactHref}
      inPage={isHome}
      onNavigate={onNavigate}
      currentSection={currentSection}
      className={`h-10 items-center justify-center rounded-full bg-accent px-5 text-sm font-semibold tracking-wide text-on-accent transition-colors hover:bg-accent-strong aria-[current=true]:ring-2 aria-[current=true]:ring-accent aria-[current=true]:ring-offset-2 aria-[current=true]:ring-offset-bg ${className}`}
    >
      {t('navbar.contact_me')}
    </NavTarget>
  );
}
