import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Category } from '@/content';
import { routes } from '@/lib/routes';
import { ProjectGrid } from './project-grid';
import { useCatalogue } from './use-catalogue';

const pill =
  'group inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-muted transition hover:border-accent/60 hover:text-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-on-accent';

/** The projects list pages: the category list, then the selected category (or the featured projects) and its cards. */
export function CategoryBrowser({ selected }: { selected: Category | undefined }) {
  const { t } = useTranslation('projects');
  const catalogue = useCatalogue();

  return (
    <div className="container-content pt-8 pb-20">
      <h1 className="text-3xl font-bold tracking-tight text-text md:text-4xl">
        {t('labels.project_categories')}
      </h1>
      <nav aria-labelledby="category-list-title" className="mt-6">
        <h2 id="category-list-title" className="sr-only">
          {t('labels.project_categories')}
        </h2>
        <ul className="flex flex-wrap gap-3">
          <li>
            <NavLink to={routes.projects.href()} end className={pill}>
              {t('labels.show_all')}
            </NavLink>
          </li>
          {catalogue.map((category) => (
            <li key={category.id}>
              <NavLink to={routes.category.href(category.slug)} className={pill}>
                {category.category}
                <span className="rounded-full bg-bg/40 px-2 text-xs group-aria-[current=page]:bg-on-accent/15 light:group-aria-[current=page]:bg-accent-strong">
                  {t('labels.project_count', { count: category.projects.length })}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-labelledby="selected-category" className="mt-12 border-t border-border pt-10">
        {selected ? (
          <>
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              {t('labels.selected_category')}
            </p>
            <h2 id="selected-category" className="mt-2 text-2xl font-bold text-text md:text-3xl">
              {selected.category}
            </h2>
            <p className="mt-3 max-w-3xl text-muted">{selected.description}</p>
            <div className="mt-8">
              <ProjectGrid category={selected} lead />
            </div>
          </>
        ) : (
          <>
            <h2 id="selected-category" className="text-2xl font-bold text-text md:text-3xl">
              {t('labels.featured_projects')}
            </h2>
            <p className="mt-3 text-muted">{t('labels.select_category')}</p>
            <div className="mt-8 space-y-12">
              {catalogue
                .filter((category) => category.projects.length > 0)
                .map((category, index) => (
                  <section key={category.id} aria-labelledby={`featured-${category.id}`}>
                    <h3 id={`featured-${category.id}`} className="mb-4 text-lg font-semibold text-text">
                      {category.category}
                    </h3>
                    <ProjectGrid category={category} lead={index === 0} />
                  </section>
                ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
