import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { IsolatedText } from '@/components/ui/isolated-text';
import { findCategory } from '@/content/catalogue';
import { usePageText } from '@/hooks/use-page-text';
import { useProjectsTexts } from '@/hooks/use-projects-texts';
import { matchPage } from '@/lib/page-match';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';
import { HOME_PATH } from '@/lib/routes';

/**
 * 'inicio', then the catalogue's page, the category and the project the path names, each linking to its page; a
 * numbered list page ends with one crumb for its number (its two segments, `pagina/{n}`, are one step).
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const texts = useProjectsTexts();
  const text = usePageText();
  const { pathname } = useLocation();
  const { language } = useLanguageUrl();
  const routes = useRouteTable();
  const page = matchPage(pathname, language);

  const crumbs = [{ href: HOME_PATH, label: t('breadcrumb.home') }];
  if (
    page?.kind === 'projects' ||
    page?.kind === 'projectsPage' ||
    page?.kind === 'category' ||
    page?.kind === 'categoryPage'
  )
    crumbs.push({ href: routes.projects.href(), label: t('breadcrumb.proyectos') });
  if (page?.kind === 'resume') crumbs.push({ href: routes.resume.href(), label: t('breadcrumb.resume') });
  if (page?.kind === 'category' || page?.kind === 'categoryPage' || page?.kind === 'project') {
    const category = findCategory(texts, page.categorySlug, language);
    crumbs.push({
      href: routes.category.href(page.categorySlug),
      label: text.isolate(category?.category ?? page.categorySlug),
    });
    if (page.kind === 'project') {
      const project = category?.projects.find((p) => p.slug === page.projectSlug);
      crumbs.push({ href: pathname, label: text.isolate(project?.title ?? page.projectSlug) });
    }
  }
  if (page?.kind === 'projectsPage' || page?.kind === 'categoryPage')
    crumbs.push({
      href: pathname,
      label: t('labels.page_n', { ns: 'projects', n: text.number(Number(page.page)) }),
    });

  return (
    <nav aria-label={t('breadcrumb.label')} className="container-content pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-muted">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="rtl:-scale-x-100">
                  /
                </span>
              )}
              {last ? (
                <span aria-current="page" className="text-text">
                  <IsolatedText text={crumb.label} />
                </span>
              ) : (
                <Link to={crumb.href} className="underline-offset-4 hover:text-text hover:underline">
                  <IsolatedText text={crumb.label} />
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
