import type { ComponentType } from 'react';
import { roundButton } from './round-button';
import { useTranslation } from 'react-i18next';
import { Menu, X } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { MOBILE_MENU_ID } from '@/lib/constants';
import { ContactLink } from './contact-link';
import { NavTarget } from './nav-target';
import { navLabel } from './nav-label';
import { SocialLinks } from '@/components/ui/social-links';
import { useMobileMenu } from './use-mobile-menu';
import { useCurrentSection } from './use-current-section';
import { useNavItems } from './use-nav-items';

const itemClass =
  'block rounded-lg px-3 py-3 text-lg font-medium text-muted transition-colors hover:bg-surface-raised hover:text-text aria-[current=page]:text-accent aria-[current=true]:bg-surface-raised aria-[current=true]:text-accent';

/** The menu panel's id, which the style sheet names (`:target`, without JavaScript). */
export const MENU_PANEL_ID = 'mobile-menu-panel';

/**
 * Below `lg`: the hamburger button and the panel that slides in from the end edge, the button's side: the right, and
 * the left in a right-to-left language (`current`: home's section on screen).
 */
/** The theme toggle the app gives the header and the menu (src/features/theme). */
export type ThemeToggleSlot = ComponentType<{ className?: string; labelled?: boolean }>;

/**
 * The menu below `lg`. It watches the section on screen itself: it hydrates after the header (see Navbar), and a prop
 * that changed meanwhile would make React throw its prerendered HTML away, and a tap held on it with it.
 */
export function MobileMenu({ ThemeToggle }: { ThemeToggle: ThemeToggleSlot }) {
  const { t } = useTranslation();
  const { isHome, items } = useNavItems();
  const current = useCurrentSection(isHome);
  const { rootRef, toggleRef, ...menu } = useMobileMenu();

  return (
    <>
      {/* Dims the page behind the panel; a mousedown on it is a click outside, which closes the menu. Closed, it is
          `invisible` once faded out: a transparent blur over the whole screen still made the compositor redraw the
          page on every frame of its load (docs/decisions.md). */}
      <div
        aria-hidden="true"
        data-testid="menu-dimmer"
        className={`fixed inset-0 z-10 bg-bg/70 backdrop-blur-sm transition-[opacity,visibility] duration-300 lg:hidden ${menu.open ? 'visible opacity-100' : 'pointer-events-none invisible opacity-0'}`}
      />
      <div ref={rootRef} id={MOBILE_MENU_ID} className="lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={menu.open}
          aria-controls={MENU_PANEL_ID}
          aria-label={menu.open ? t('navbar.close_menu') : t('navbar.open_menu')}
          onClick={menu.toggle}
          className={`${roundButton} relative z-30 grid noscript:hidden!`}
        >
          {menu.open ? <LineIcon icon={X} className="size-5" /> : <LineIcon icon={Menu} className="size-5" />}
        </button>
        {/* Without JavaScript: a link to the panel, which opens as its target (src/styles/app.css). */}
        <a
          href={`#${MENU_PANEL_ID}`}
          aria-label={t('navbar.open_menu')}
          className={`${roundButton} relative z-30 hidden noscript:grid`}
        >
          <LineIcon icon={Menu} className="size-5" />
        </a>
        {/* Closed, its content is neither styled nor laid out (a page's first layout is the longest task of its load);
            `content-visibility` flips like `visibility`, at the end of the slide out. */}
        <div
          id={MENU_PANEL_ID}
          className={`fixed inset-y-0 end-0 z-20 flex w-[70vw] flex-col overflow-y-auto border-s border-border bg-surface px-5 pt-20 pb-8 shadow-card transition-[translate,visibility,content-visibility] transition-discrete duration-300 ease-out md:w-[45vw] ${menu.open ? 'visible translate-x-0' : 'invisible translate-x-full rtl:-translate-x-full [content-visibility:hidden]'}`}
        >
          {/* Without JavaScript: moves the target to the header, which closes the panel where the visitor is. */}
          <a
            href={`#${MOBILE_MENU_ID}`}
            aria-label={t('navbar.close_menu')}
            className={`${roundButton} absolute start-5 top-3 hidden noscript:grid`}
          >
            <LineIcon icon={X} className="size-5" />
          </a>
          <nav aria-label={t('navbar.main_label')}>
            <ul className="flex flex-col gap-1">
              {items.map((item) => (
                <li key={item.name}>
                  <NavTarget
                    to={item.url}
                    inPage={isHome}
                    currentSection={current}
                    onNavigate={menu.close}
                    className={itemClass}
                  >
                    {navLabel(t, item.name)}
                  </NavTarget>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeToggle labelled className={`${itemClass} mt-2 flex w-full items-center gap-3 text-start`} />
          <ContactLink onNavigate={menu.close} currentSection={current} className="mt-6 flex w-full" />
          <SocialLinks className="mt-auto justify-center pt-10" />
        </div>
      </div>
    </>
  );
}
