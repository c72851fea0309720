import { Navigate, useParams } from 'react-router';
import { findCategory } from '@/content';
import { CategoryBrowser } from '@/features/projects/category-browser';
import { useLanguage } from '@/i18n/use-language';
import { routes } from '@/lib/routes';

/** /proyectos and /proyectos/{category slug}; an unknown slug goes to /not-found. */
export function Component() {
  const { categorySlug } = useParams();
  const language = useLanguage();
  const selected = categorySlug === undefined ? undefined : findCategory(language, categorySlug);
  if (categorySlug !== undefined && !selected) return <Navigate to={routes.notFound.href()} replace />;
  return <CategoryBrowser selected={selected} />;
}
