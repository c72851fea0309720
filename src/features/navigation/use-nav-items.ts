import { contactTarget, navItems, secondaryNavItems } from '@/content/navigation';
import { useIsHome } from './use-is-home';

/** What the navbar and the mobile menu list: section anchors on home, the second menu elsewhere. */
export function useNavItems() {
  const isHome = useIsHome();
  return {
    isHome,
    items: isHome ? navItems : secondaryNavItems,
    contactHref: isHome ? contactTarget.home : contactTarget.elsewhere,
  };
}
