import { Navigate, useParams } from 'react-router';
import { findProject } from '@/content/catalogue';
import { Breadcrumb } from '@/features/navigation/breadcrumb';
import { ProjectDetail } from '@/features/projects/project-detail';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { routes } from '@/lib/routes';

/** /{category slug}/{project slug}, under the breadcrumb; an unknown slug goes to /not-found. */
export function Component() {
  const { categorySlug, projectSlug } = useParams();
  const found = findProject(useProjectsTexts(), categorySlug, projectSlug);
  if (!found) return <Navigate to={routes.notFound.href()} replace />;
  return (
    <>
      <Breadcrumb />
      <ProjectDetail category={found.category} project={found.project} />
    </>
  );
}
