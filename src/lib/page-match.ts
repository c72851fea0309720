import { matchPath } from 'react-router';
import { routes } from './routes';

/** The page a path names by the route table alone (whether its slugs exist is the catalogue's to say). */
export type PageMatch =
  | { kind: 'home' | 'projects' | 'not-found' }
  | { kind: 'category'; categorySlug: string }
  | { kind: 'project'; categorySlug: string; projectSlug: string };

/**
 * Which page of the route table a path names, or undefined for a path outside it: what the router, the server, the
 * breadcrumb and the page descriptions all read, rather than each splitting the path itself. A trailing slash is
 * ignored; the fixed paths win over the slugs (`/proyectos/x` is a category, not a project of `proyectos`).
 */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const kind of ['home', 'projects', 'not-found'] as const) {
    if (matchPath(routes[kind === 'not-found' ? 'notFound' : kind].path, pathname)) return { kind };
  }
  const category = matchPath(routes.category.path, pathname)?.params.categorySlug;
  if (category) return { kind: 'category', categorySlug: category };
  const project = matchPath(routes.project.path, pathname)?.params;
  if (project?.categorySlug && project.projectSlug)
    return { kind: 'project', categorySlug: project.categorySlug, projectSlug: project.projectSlug };
  return undefined;
}
