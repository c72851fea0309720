import { Navigate, useParams } from 'react-router';
import { findCategory, getCatalogue, projectCount } from '@/content/catalogue';
import { Breadcrumb } from '@/features/navigation/breadcrumb';
import { CategoryBrowser } from '@/features/projects/category-browser';
import { usePageHeading } from '@/hooks/use-page-heading';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { pageNumber } from '@/lib/pagination';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';

/**
 * /proyectos and /proyectos/{category slug}, and their numbered pages (…/pagina/{n}), in the URL's language's words,
 * under the breadcrumb; an unknown slug, or a number the list has no page of, goes to the not-found page.
 */
export function Component() {
  const { categorySlug, page: param } = useParams();
  const texts = useProjectsTexts();
  const { language } = useLanguageUrl();
  const routes = useRouteTable();
  const heading = usePageHeading('projects');
  const selected = categorySlug === undefined ? undefined : findCategory(texts, categorySlug, language);
  const count = selected ? selected.projects.length : projectCount(getCatalogue(texts, language));
  const page = param === undefined ? 1 : pageNumber(param, count);
  if ((categorySlug !== undefined && !selected) || page === undefined)
    return <Navigate to={routes.notFound.href()} replace />;
  return (
    <>
      <Breadcrumb />
      <CategoryBrowser heading={heading} selected={selected} page={page} />
    </>
  );
}
