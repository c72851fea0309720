import { routeIds, routes, type RouteId } from './routes';

/** The `:name`s of a route pattern. */
type ParamsOf<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/** The page a path names by the route table alone (whether its slugs exist is the catalogue's to say). */
export type PageMatch = {
  [Id in RouteId]: { kind: Id } & Record<ParamsOf<(typeof routes)[Id]['path']>, string>;
}[RouteId];

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

const paramCount = (id: RouteId) => routes[id].path.split(':').length;
/** The table's routes, fixed paths before patterns (`/proyectos/x` is a category, not a project of `proyectos`). */
// oxlint-disable-next-line unicorn/no-array-sort -- a copy is sorted: Safari 15, a target, has no toSorted.
const byPrecedence = [...routeIds].sort((a, b) => paramCount(a) - paramCount(b));

/**
 * Which page of the route table a path names, or undefined for a path outside it: what the router, the server, the
 * breadcrumb and the page descriptions all read, rather than each splitting the path itself. A trailing slash is
 * ignored; the fewer a route's parameters, the sooner it is tried.
 */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const kind of byPrecedence) {
    const params = matchPattern(routes[kind].path, pathname);
    if (params) return { kind, ...params } as PageMatch;
  }
  return undefined;
}
