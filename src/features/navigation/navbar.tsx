import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrationMark } from '@/boot/use-hydration-mark';
import { deferredPart } from '@/boot/lazy-part';
import { retryImport } from '@/boot/retry-import';
import { MOBILE_MENU_ID, NAVBAR_SCROLL_THRESHOLD_PX } from '@/lib/constants';
import { ContactLink } from './contact-link';
import { LogoLink } from '@/components/ui/logo-link';
import type { ThemeToggleSlot } from './mobile-menu';
import { NavTarget } from './nav-target';
import { navLabel } from './nav-label';
import { useCurrentSection } from './use-current-section';
import { useNavItems } from './use-nav-items';
import { useScrolledPast } from '@/scroll/use-scrolled-past';
import { usePageEndShown } from '@/scroll/use-page-end-shown';
import { TopLink } from './top-link';
import { roundButton } from './round-button';

// Hydrates after the app has started (on a desktop, where it is hidden, at the visitor's first move): its code is
// not in the page's first JavaScript.
const MobileMenu = deferredPart(
  MOBILE_MENU_ID,
  async () => (await retryImport(() => import('./mobile-menu'))).MobileMenu,
);

const linkClass =
  'rounded-full px-3.5 py-2 text-sm font-medium text-muted transition-colors hover:bg-surface-raised hover:text-text aria-[current=page]:text-accent aria-[current=true]:bg-surface-raised aria-[current=true]:text-accent';

/**
 * The site header: logo, section links, theme toggle (from `sm`), language switcher, CONTACT ME, below `lg` the
 * mobile menu and, below `xl` once scrolled, back-to-top (the language switcher then shows its flag alone below
 * `md`). The theme toggle and the language switcher are features of their own, given by the app.
 */
export function Navbar({
  ThemeToggle,
  languageSwitcher,
}: {
  ThemeToggle: ThemeToggleSlot;
  languageSwitcher: ReactNode;
}) {
  const { t } = useTranslation();
  const { isHome, items } = useNavItems();
  const current = useCurrentSection(isHome);
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  // Back-to-top below `xl`, until the floating one rests above the footer.
  const pageEnd = usePageEndShown();
  const topLink = scrolled && !pageEnd;
  const ref = useRef<HTMLElement>(null);
  // The same element on every render: the menu, still waiting to hydrate, must not be rendered again meanwhile.
  const mobileMenu = useMemo(() => <MobileMenu ThemeToggle={ThemeToggle} />, [ThemeToggle]);
  // The header hydrates with the app itself, not deferred: its mark says the app is live.
  useHydrationMark(ref);

  return (
    <header
      ref={ref}
      data-scrolled={scrolled}
      data-top-link={topLink}
      className="group/header sticky top-0 z-40 print:hidden"
    >
      {/* The background is a layer of its own: a backdrop filter on the header itself would trap the fixed menu. */}
      <div
        data-testid="navbar-background"
        aria-hidden="true"
        className="absolute inset-0 -z-10 border-b border-border bg-bg transition-[background-color,border-color] duration-300 group-data-[scrolled=true]/header:border-transparent group-data-[scrolled=true]/header:bg-bg/60 group-data-[scrolled=true]/header:backdrop-blur-md"
      />
      <div className="container-content flex h-16 items-center gap-3">
        <LogoLink className="me-auto" />
        <nav aria-label={t('navbar.main_label')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.name}>
                <NavTarget to={item.url} inPage={isHome} currentSection={current} className={linkClass}>
                  {navLabel(t, item.name)}
                </NavTarget>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle className={`${roundButton} hidden sm:grid`} />
        {languageSwitcher}
        <ContactLink currentSection={current} className="hidden sm:inline-flex" />
        {/* Before the menu button, which stays at the edge when it comes. */}
        <TopLink shown={topLink} />
        {mobileMenu}
      </div>
    </header>
  );
}
