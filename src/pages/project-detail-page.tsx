import { Navigate, useParams } from 'react-router';
import { findProject } from '@/content';
import { ProjectDetail } from '@/features/projects/project-detail';
import { useLanguage } from '@/i18n/use-language';
import { routes } from '@/lib/routes';

/** /{category slug}/{project slug}; an unknown slug goes to /not-found. */
export function Component() {
  const { categorySlug, projectSlug } = useParams();
  const language = useLanguage();
  const found = findProject(language, categorySlug, projectSlug);
  if (!found) return <Navigate to={routes.notFound.href()} replace />;
  return <ProjectDetail category={found.category} project={found.project} />;
}
