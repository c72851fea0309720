import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Category } from '@/content';
import { routes } from '@/lib/routes';
import { ProjectGrid } from './project-grid';
import { useCatalogue } from './use-catalogue';

const pill =
  'inline-block rounded-full border border-border px-4 py-2 text-sm text-muted transition hover:text-text aria-[current=page]:border-accent aria-[current=page]:text-text';

/** The projects list pages: the category list, then the selected category and its projects. */
export function CategoryBrowser({ selected }: { selected: Category | undefined }) {
  const { t } = useTranslation('projects');
  const catalogue = useCatalogue();

  return (
    <div className="container-content py-10">
      <h1 className="text-3xl font-bold tracking-tight text-text">{t('labels.project_categories')}</h1>
      <ul className="mt-6 flex flex-wrap gap-3">
        <li>
          <NavLink to={routes.projects.href()} end className={pill}>
            {t('labels.show_all')}
          </NavLink>
        </li>
        {catalogue.map((category) => (
          <li key={category.id}>
            <NavLink to={routes.category.href(category.slug)} className={pill}>
              {category.category}
            </NavLink>
          </li>
        ))}
      </ul>

      <section aria-labelledby="selected-category" className="mt-12">
        {selected ? (
          <>
            <p className="text-sm font-medium text-accent">{t('labels.selected_category')}</p>
            <h2 id="selected-category" className="mt-1 text-2xl font-bold text-text">
              {selected.category}
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{selected.description}</p>
            <div className="mt-8">
              <ProjectGrid category={selected} />
            </div>
          </>
        ) : (
          <>
            <h2 id="selected-category" className="text-2xl font-bold text-text">
              {t('labels.featured_projects')}
            </h2>
            <p className="mt-2 text-muted">{t('labels.select_category')}</p>
            <div className="mt-8 space-y-12">
              {catalogue
                .filter((category) => category.projects.length > 0)
                .map((category) => (
                  <ProjectGrid key={category.id} category={category} />
                ))}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
