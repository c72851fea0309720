import { categorySlugIn } from '@/content/category-slugs';
import type { Language } from '@/i18n/languages';
import {
  routeIds,
  routePages,
  routeParams,
  routesIn,
  type Route,
  type RouteId,
  type RoutePages,
  type RouteTable,
} from './routes';

/** The page a path names by the route table alone (whether its slugs exist is the catalogue's to say). */
export type PageMatch = {
  [Id in RouteId]: { kind: Id } & Record<(typeof routeParams)[Id][number], string>;
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

/** The top of every page's trail. */
const HOME: RouteId = 'home';

/** The table's routes, fixed paths before patterns (`/proyectos/x` is a category, not a project of `proyectos`). */
// oxlint-disable-next-line unicorn/no-array-sort -- a copy is sorted: Safari 15, a target, has no toSorted.
const byPrecedence = [...routeIds].sort((a, b) => routeParams[a].length - routeParams[b].length);

/**
 * Which page of `language`'s route table a path (within the language's folder) names, or undefined for a path outside
 * it: what the router, the server, the breadcrumb and the page descriptions all read, rather than each splitting the
 * path itself. A trailing slash is ignored; the fewer a route's parameters, the sooner it is tried.
 */
export function matchPage(pathname: string, language: Language): PageMatch | undefined {
  return matchPageIn(routesIn(language), pathname);
}

/** Which page of a route table a path names (`matchPage`, with the table given). */
export function matchPageIn(routes: RouteTable, pathname: string): PageMatch | undefined {
  for (const kind of byPrecedence) {
    const params = matchPattern(routes[kind].path, pathname);
    if (params) return { kind, ...params } as PageMatch;
  }
  return undefined;
}

/** A page's path in `language`'s route table, from its id and parameters. */
export function pageHref(page: PageMatch, language: Language): string {
  return pageHrefIn(routesIn(language), page);
}

/** A page's path in a route table (`pageHref`, with the table given). */
export function pageHrefIn(routes: RouteTable, page: PageMatch): string {
  const values = routeParams[page.kind].map((name) => (page as Record<string, string>)[name] ?? '');
  const route: Route = routes[page.kind];
  return route.href(...values);
}

/**
 * The pages from home down to `page`, by the parents the route table gives (`/proyectos/web/pagina/2`: home, the
 * projects, the category, its page 2; `/web/shop`: home, the category, the project), each with `page`'s parameters,
 * which are its parents' too (`ParentOf` in routes.ts).
 */
export function pageTrail(page: PageMatch): PageMatch[] {
  const trail: PageMatch[] = [];
  const step = (kind: RouteId) => trail.unshift({ ...page, kind } as PageMatch);
  for (let kind: RouteId | undefined = page.kind; kind !== undefined;) {
    step(kind);
    const { parent, parentOnly }: RoutePages = routePages[kind];
    if (parentOnly && parent !== undefined) {
      step(parent);
      kind = HOME;
    } else kind = parent;
  }
  return trail;
}

/**
 * The same page in another language (paths within each language's folder): matched by `from`'s route table, its
 * category carried over by id, then written by `to`'s (`/proyectos/web` is `/projekte/web-apps` in German, if so set).
 * A path no route names (or a category none has) keeps its words: it is not found in either language. Whether the
 * other language has the page (a post may be in some only) is `pageInLanguage`'s to say (src/content/page-in-language.ts).
 */
export function pathInLanguage(path: string, from: Language, to: Language): string {
  const page = matchPage(path, from);
  if (!page || from === to) return path;
  if (!('categorySlug' in page)) return pageHref(page, to);
  const categorySlug = categorySlugIn(page.categorySlug, from, to);
  return categorySlug === undefined ? path : pageHref({ ...page, categorySlug }, to);
}
