import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { NavLink } from '@/components/ui/nav-link';
import type { Category } from '@/content';
import { usePageText } from '@/hooks/use-page-text';
import { useRouteTable } from '@/i18n/language-router';
import { pill } from '@/components/ui/pill';

interface CategoryNavProps {
  categories: readonly Category[];
  query: string;
  /** Whether the page lists all projects (any of its pages): 'Show All' is then the current link. */
  all: boolean;
}

/**
 * The list of categories, each with the number of its projects that the filter shows; the links keep the filter
 * (`query`), so that a visitor who chose a technology sees it in every category. A category's link is current on
 * each of its pages; 'Show All' is not a NavLink, since its URL begins those of the categories' pages too.
 */
export function CategoryNav({ categories, query, all }: CategoryNavProps) {
  const { t } = useTranslation('projects');
  const text = usePageText();
  const routes = useRouteTable();
  return (
    <nav aria-labelledby="category-list-title" className="mt-6">
      <h2 id="category-list-title" className="sr-only">
        {t('labels.project_categories')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        <li>
          <Link to={routes.projects.href() + query} aria-current={all ? 'page' : undefined} className={pill}>
            {t('labels.show_all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={routes.category.href(category.slug) + query} className={pill}>
              {category.category}
              <span className="shrink-0 rounded-full bg-bg/40 px-2 text-xs whitespace-nowrap group-aria-[current=page]:bg-on-accent/15 light:group-aria-[current=page]:bg-accent-strong">
                {t('labels.project_count', text.counted(category.projects.length))}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
