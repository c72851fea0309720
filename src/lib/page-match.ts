import { routes } from './routes';

/** The page a path names by the route table alone (whether its slugs exist is the catalogue's to say). */
export type PageMatch =
  | { kind: 'home' | 'projects' | 'resume' | 'not-found' }
  | { kind: 'category'; categorySlug: string }
  | { kind: 'project'; categorySlug: string; projectSlug: string };

/**
 * The parameters of `pattern` in `pathname`, if it matches, as React Router's `matchPath` reads the table's patterns
 * (whole segments, `:name` for one non-empty segment, as written; case ignored; a trailing slash ignored). Its own few
 * lines rather than React Router's, so that the server's code, the edge Worker's included, carries no React.
 */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').slice(1).filter(Boolean);
  const given = pathname.replace(/\/+$/, '').split('/').slice(1);
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] ?? '';
    if (segment.startsWith(':')) {
      if (!value) return undefined;
      params[segment.slice(1)] = value;
    } else if (segment.toLowerCase() !== value.toLowerCase()) return undefined;
  }
  return params;
}

/**
 * Which page of the route table a path names, or undefined for a path outside it: what the router, the server, the
 * breadcrumb and the page descriptions all read, rather than each splitting the path itself. A trailing slash is
 * ignored; the fixed paths win over the slugs (`/proyectos/x` is a category, not a project of `proyectos`).
 */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const kind of ['home', 'projects', 'resume', 'not-found'] as const) {
    if (matchPattern(routes[kind === 'not-found' ? 'notFound' : kind].path, pathname)) return { kind };
  }
  const category = matchPattern(routes.category.path, pathname)?.categorySlug;
  if (category) return { kind: 'category', categorySlug: category };
  const project = matchPattern(routes.project.path, pathname);
  if (project?.categorySlug && project.projectSlug)
    return { kind: 'project', categorySlug: project.categorySlug, projectSlug: project.projectSlug };
  return undefined;
}
