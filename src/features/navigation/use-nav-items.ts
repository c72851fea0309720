import { contactTarget, navItems, secondaryNavItems } from '@/content/navigation';
import { postSlugsIn } from '@/content/blog-pages';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';
import { useIsHome } from './use-is-home';

/** What the navbar and the mobile menu list: section anchors on home, the second menu elsewhere. */
export function useNavItems() {
  const isHome = useIsHome();
  const routes = useRouteTable();
  const { language } = useLanguageUrl();
  return {
    isHome,
    items: isHome ? navItems : secondaryNavItems(routes, postSlugsIn(language).length > 0),
    contactHref: isHome ? contactTarget.home : contactTarget.elsewhere,
  };
}
