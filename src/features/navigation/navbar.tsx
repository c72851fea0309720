import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navItems, profile, secondaryNavItems } from '@/content';
import { routes } from '@/lib/routes';
import { LanguageSwitcher } from './language-switcher';
import { NavTarget } from './nav-link';
import { useIsHome } from './use-is-home';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-text aria-[current=page]:text-text';

/** The site header: logo, section links, language switcher and the CONTACT ME button. */
export function Navbar() {
  const { t } = useTranslation();
  const isHome = useIsHome();
  const items = isHome ? navItems : secondaryNavItems;

  return (
    <header className="sticky top-0 z-40 border-b border-border/60 bg-bg/90 backdrop-blur">
      <div className="container-content flex h-16 items-center justify-between gap-4">
        <Link
          to={routes.home.href()}
          className="font-mono text-lg font-bold text-text"
          aria-label={t('navbar.logo_label', { name: profile.name })}
        >
          <span aria-hidden="true">
            &lt;<span className="text-accent">{profile.name.split(' ')[0]}</span> /&gt;
          </span>
        </Link>
        <nav aria-label={t('navbar.main_label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.name}>
                <NavTarget to={item.url} inPage={isHome} className={linkClass}>
                  {t(`navbar.${item.name}` as 'navbar.home')}
                </NavTarget>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-3">
          <LanguageSwitcher />
          <NavTarget
            to={isHome ? '#contact' : routes.home.href()}
            inPage={isHome}
            className="hidden rounded-full bg-accent px-4 py-2 text-sm font-semibold text-on-accent transition hover:bg-accent-strong sm:inline-block"
          >
            {t('navbar.contact_me')}
          </NavTarget>
        </div>
      </div>
    </header>
  );
}
