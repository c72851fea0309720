import { useTranslation } from 'react-i18next';
import { routePages, type HeadedRoute, type PageText } from '@/lib/routes';

/** The heading the route table gives a route's screen, in the page's language. */
export function usePageHeading(id: HeadedRoute): string {
  const { t } = useTranslation();
  const heading: PageText = routePages[id].heading;
  if (heading.ns === 'projects') return t(heading.key, { ns: 'projects' });
  return heading.ns === 'blog' ? t(heading.key, { ns: 'blog' }) : t(heading.key);
}
