import { Navigate, useParams } from 'react-router';
import { findCategory } from '@/content/catalogue';
import { Breadcrumb } from '@/features/navigation/breadcrumb';
import { CategoryBrowser } from '@/features/projects/category-browser';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { routes } from '@/lib/routes';

/** /proyectos and /proyectos/{category slug}, under the breadcrumb; an unknown slug goes to /not-found. */
export function Component() {
  const { categorySlug } = useParams();
  const texts = useProjectsTexts();
  const selected = categorySlug === undefined ? undefined : findCategory(texts, categorySlug);
  if (categorySlug !== undefined && !selected) return <Navigate to={routes.notFound.href()} replace />;
  return (
    <>
      <Breadcrumb />
      <CategoryBrowser selected={selected} />
    </>
  );
}
