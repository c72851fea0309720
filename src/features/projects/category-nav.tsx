import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Category } from '@/content';
import { routes } from '@/lib/routes';

const pill =
  'group inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-muted transition hover:border-accent/60 hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent';

/**
 * The list of categories, each with the number of its projects that the filter shows; the links keep the filter
 * (`query`), so that a visitor who chose a technology sees it in every category.
 */
export function CategoryNav({ categories, query }: { categories: readonly Category[]; query: string }) {
  const { t } = useTranslation('projects');
  return (
    <nav aria-labelledby="category-list-title" className="mt-6">
      <h2 id="category-list-title" className="sr-only">
        {t('labels.project_categories')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        <li>
          <NavLink to={routes.projects.href() + query} end className={pill}>
            {t('labels.show_all')}
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink to={routes.category.href(category.slug) + query} className={pill}>
              {category.category}
              <span className="shrink-0 rounded-full bg-bg/40 px-2 text-xs whitespace-nowrap group-aria-[current=page]:bg-on-accent/15 light:group-aria-[current=page]:bg-accent-strong">
                {t('labels.project_count', { count: category.projects.length })}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
