import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link';
import { IsolatedText } from '@/components/ui/isolated-text';
import { findCategory } from '@/content/catalogue';
import { usePageText } from '@/hooks/use-page-text';
import type { ProjectsTexts } from '@/i18n/resources';
import { matchPage, pageHref, pageTrail } from '@/lib/page-match';
import { useLanguageUrl } from '@/i18n/language-router';
import { routePages, type RouteId, type RoutePages } from '@/lib/routes';

/**
 * The pages from home down to the one shown, as the route table chains them (src/lib/routes.ts: each route's parent
 * and what names it), each linking to its page; the last is the current page. A post's page names it (`postTitle`):
 * the posts' list is the blog's to load, not every page's.
 */
export function Breadcrumb({ postTitle }: { postTitle?: string }) {
  const { t, i18n } = useTranslation();
  const text = usePageText();
  const { pathname } = useLocation();
  const { language } = useLanguageUrl();
  const page = matchPage(pathname, language) ?? { kind: 'home' };
  const params: { kind: RouteId } & Partial<
    Record<'categorySlug' | 'projectSlug' | 'page' | 'tag' | 'postSlug', string>
  > = page;
  // The catalogue's texts are there on its pages (their route's namespaces), not on the blog's.
  const texts = i18n.getResourceBundle(language, 'projects') as ProjectsTexts | undefined;
  const category = texts && findCategory(texts, params.categorySlug, language);
  const isBlog = 'tag' in params || ['blog', 'blogPage', 'post'].includes(page.kind);

  /** A crumb's words: the table's text, or the content's (a name is the owner's, set apart from the page's words). */
  const label = ({ crumb }: RoutePages) => {
    if (typeof crumb === 'object') return t(crumb.key);
    if (crumb === 'pageNumber')
      return isBlog
        ? t('list.page_n', { ns: 'blog', n: text.number(Number(params.page)) })
        : t('labels.page_n', { ns: 'projects', n: text.number(Number(params.page)) });
    if (crumb === 'tagName')
      return text.isolate(t(`tags.${params.tag ?? ''}`, { ns: 'blog', defaultValue: params.tag }));
    if (crumb === 'postTitle') return text.isolate(postTitle ?? params.postSlug ?? '');
    if (crumb === 'categoryName') return text.isolate(category?.category ?? params.categorySlug ?? '');
    const project = category?.projects.find((p) => p.slug === params.projectSlug);
    return text.isolate(project?.title ?? params.projectSlug ?? '');
  };
  const crumbs = pageTrail(page).map((step) => ({
    href: pageHref(step, language),
    label: label(routePages[step.kind]),
  }));

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
