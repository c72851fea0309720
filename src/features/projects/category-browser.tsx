import { useTranslation } from 'react-i18next';
import type { Category } from '@/content';
import { projectCount } from '@/content/catalogue';
import { pageCount, pageItems } from '@/lib/pagination';
import { useRouteTable } from '@/i18n/language-router';
import { listPageHref } from '@/lib/routes';
import { CategoryNav } from './category-nav';
import { featuredPage } from './featured-page';
import { FilterEmpty } from './filter-empty';
import { usesSkill } from './filter-projects';
import { FilterStatus } from './filter-status';
import { Pager } from '@/components/ui/pager';
import { ProjectGrid } from './project-grid';
import { TechFilter } from './tech-filter';
import { useCatalogue } from './use-catalogue';
import { useTechFilter } from './use-tech-filter';

/**
 * The projects list pages: the category list and the technology filter, then the selected category (or the featured
 * projects) with the cards of the projects that use the chosen technology.
 *
 * Without a filter, a list of more than `projectsPerPage` cards (content/site.ts) is shown a page at a time (`page`,
 * from 1), with the pager below. A chosen technology shows every project that uses it, and no pager, whatever the page: the filter is
 * applied in the browser, after the prerendered page (which has none) has hydrated, so its cards are never in the
 * first HTML that the page size keeps small.
 */
export function CategoryBrowser({
  heading,
  selected,
  page = 1,
}: {
  /** The page's heading, the route table's (src/lib/routes.ts). */
  heading: string;
  selected: Category | undefined;
  page?: number;
}) {
  const { t } = useTranslation('projects');
  const catalogue = useCatalogue();
  const routes = useRouteTable();
  const filter = useTechFilter(catalogue);
  const { selected: skill } = filter;
  const shown = skill
    ? catalogue.map((category) => ({ ...category, projects: category.projects.filter(usesSkill(skill)) }))
    : catalogue;
  const category = selected && shown.find((each) => each.id === selected.id);
  const featured = shown.filter((each) => each.projects.length > 0);
  const count = projectCount(category ? [category] : shown);
  // A category with no project at all says it is under development (its grid's own empty view), filter or not.
  const bare = selected !== undefined && selected.projects.length === 0;
  const empty =
    skill && count === 0 && !bare ? <FilterEmpty clearSearch={filter.searchFor(undefined)} /> : null;
  const pages = skill ? 1 : pageCount(count);
  // The cards of the page shown: on "all projects", each category keeps the heading of its cards on the page.
  const categoryPage =
    category && pages > 1 ? { ...category, projects: pageItems(category.projects, page) } : category;
  const featuredPageCards = pages > 1 ? featuredPage(featured, page) : featured;
  const pager = (
    <Pager
      page={page}
      count={pages}
      href={(n) => listPageHref(routes, category?.slug, n)}
      labels={{
        name: t('labels.pagination'),
        previous: t('labels.previous_page'),
        next: t('labels.next_page'),
        page: (n) => t('labels.page_n', { n }),
      }}
    />
  );

  return (
    <div className="container-content pt-8 pb-20">
      <h1 className="text-3xl font-bold tracking-tight text-text md:text-4xl">{heading}</h1>
      <CategoryNav categories={shown} query={filter.kept} all={!selected} />
      {/* Nothing to filter in a category without projects: its not-found view says it is under development. */}
      {!bare && (
        <>
          <TechFilter offered={filter.offered} selected={skill} searchFor={filter.searchFor} />
          <FilterStatus count={count} selected={skill} />
        </>
      )}

      <section aria-labelledby="selected-category" className="mt-6 border-t border-border pt-10">
        {categoryPage ? (
          <>
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">
              {t('labels.selected_category')}
            </p>
            <h2 id="selected-category" className="mt-2 text-2xl font-bold text-text md:text-3xl">
              {categoryPage.category}
            </h2>
            <p className="mt-3 max-w-3xl text-muted">{categoryPage.description}</p>
            <div className="mt-8">{empty ?? <ProjectGrid category={categoryPage} lead />}</div>
            {pager}
          </>
        ) : (
          <>
            <h2 id="selected-category" className="text-2xl font-bold text-text md:text-3xl">
              {t('labels.featured_projects')}
            </h2>
            <p className="mt-3 text-muted">{t('labels.select_category')}</p>
            <div className="mt-8 space-y-12">
              {empty ??
                featuredPageCards.map((each, index) => (
                  <section key={each.id} aria-labelledby={`featured-${each.id}`}>
                    <h3 id={`featured-${each.id}`} className="mb-4 text-lg font-semibold text-text">
                      {each.category}
                    </h3>
                    <ProjectGrid category={each} lead={index === 0} />
                  </section>
                ))}
            </div>
            {pager}
          </>
        )}
      </section>
    </div>
  );
}
