import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { findCategory, getCatalogue } from '@/content/catalogue';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { routes } from '@/lib/routes';

/** 'inicio', then one crumb per path segment, named after what the segment is. */
export function Breadcrumb() {
  const { t } = useTranslation();
  const texts = useProjectsTexts();
  const segments = useLocation().pathname.split('/').filter(Boolean);

  // A category segment links to its category page, wherever it appears in the path.
  const crumbOf = (segment: string, index: number) => {
    const href = `/${segments.slice(0, index + 1).join('/')}`;
    if (index === 0 && segment === 'proyectos') return { href, label: t('breadcrumb.proyectos') };
    const category = findCategory(texts, segment);
    if (category) return { href: routes.category.href(category.slug), label: category.category };
    const project = getCatalogue(texts)
      .flatMap((c) => c.projects)
      .find((p) => p.slug === segment);
    return { href, label: project?.title ?? segment };
  };

  const crumbs = [{ href: routes.home.href(), label: t('breadcrumb.home') }, ...segments.map(crumbOf)];

  return (
    <nav aria-label={t('breadcrumb.label')} className="container-content pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">/</span>}
              {last ? (
                <span aria-current="page" className="text-text">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="underline-offset-4 hover:text-text hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
