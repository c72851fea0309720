import { Navigate, useParams } from 'react-router';
import { findProject } from '@/content/catalogue';
import { Breadcrumb } from '@/features/navigation/breadcrumb';
import { ProjectDetail } from '@/features/projects/project-detail';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';

/** /{category slug}/{project slug}, under the breadcrumb; an unknown slug goes to /not-found. */
export function Component() {
  const { categorySlug, projectSlug } = useParams();
  const routes = useRouteTable();
  const found = findProject(useProjectsTexts(), categorySlug, projectSlug, useLanguageUrl().language);
  if (!found) return <Navigate to={routes.notFound.href()} replace />;
  return (
    <>
      <Breadcrumb />
      <ProjectDetail category={found.category} project={found.project} />
    </>
  );
}
