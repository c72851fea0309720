import { useTranslation } from 'react-i18next';
import { routePages, type HeadedRoute, type PageText } from '@/lib/routes';

/** The heading the route table gives a route's screen, in the page's language. */
export function usePageHeading(id: HeadedRoute): string {
  const { t } = useTranslation();
  const heading: PageText = routePages[id].heading;
  return heading.ns === 'projects' ? t(heading.key, { ns: 'projects' }) : t(heading.key);
}
