import type { Namespace } from '@/i18n/namespaces';
import type { englishResources } from '@/i18n/resources';
import { numberedPages } from './pagination';

/**
 * The catalogue's slugs, from which the category and project pages are listed (src/content/catalogue.ts), and the
 * numbered list pages counted (each project names its category).
 */
export interface CatalogueSlugs {
  categories: string[];
  projects: { categorySlug: string; projectSlug: string }[];
}

type MetaKey = keyof (typeof englishResources)['meta'];

/** A page of the site, or a family of pages (a pattern with `:params`), as the app's first chunk needs it. */
export interface Route {
  /** The router's pattern: whole segments, `:name` for one segment. */
  path: string;
  href: (...params: string[]) => string;
  /** The namespaces its screen needs before it can hydrate, beside `global`. */
  namespaces?: readonly Namespace[];
}

/**
 * The site's route table: each page's id, router pattern, links (`href()`) and the texts its screen needs; its pages and
 * what it says of itself are `routePages`' entry of the same id. The router, the server, the prerender, the sitemap, the
 * tests and the bench all read these two (the screen of each id is src/app/screens.ts's). A fixed path wins over a
 * pattern that also matches it.
 */
export const routes = {
  home: { path: '/', href: () => '/' },
  projects: { path: '/proyectos', href: () => '/proyectos', namespaces: ['projects'] },
  // The list pages go on past PROJECTS_PER_PAGE cards at numbered pages, from 2 (page 1 is the list's own URL).
  projectsPage: {
    path: '/proyectos/pagina/:page',
    href: (page: string | number) => `/proyectos/pagina/${page}`,
    namespaces: ['projects'],
  },
  // The résumé names the selected projects by their titles.
  resume: { path: '/cv', href: () => '/cv', namespaces: ['projects', 'resume'] },
  category: {
    path: '/proyectos/:categorySlug',
    href: (categorySlug: string) => `/proyectos/${categorySlug}`,
    namespaces: ['projects'],
  },
  categoryPage: {
    path: '/proyectos/:categorySlug/pagina/:page',
    href: (categorySlug: string, page: string | number) => `/proyectos/${categorySlug}/pagina/${page}`,
    namespaces: ['projects'],
  },
  project: {
    path: '/:categorySlug/:projectSlug',
    href: (categorySlug: string, projectSlug: string) => `/${categorySlug}/${projectSlug}`,
    namespaces: ['projects'],
  },
  notFound: { path: '/not-found', href: () => '/not-found' },
} as const satisfies Record<string, Route>;

export type RouteId = keyof typeof routes;
export const routeIds = Object.keys(routes) as RouteId[];

/** The URL of page `page` of a projects list, a category's or (without one) all projects': page 1 is the list's own. */
export function listPageHref(categorySlug: string | undefined, page: number) {
  if (categorySlug === undefined) return page === 1 ? routes.projects.href() : routes.projectsPage.href(page);
  return page === 1 ? routes.category.href(categorySlug) : routes.categoryPage.href(categorySlug, page);
}

/** What the build and the page descriptions know of a route, apart so that the app's first chunk goes without it. */
export interface RoutePages {
  /** The parameters of each of its pages (for `href`), from the content; a fixed path has one page, itself. */
  list?: (catalogue: CatalogueSlugs) => string[][];
  /** Its title and description in the `meta` namespace; the catalogue's pages take theirs from their content. */
  meta?: { title: MetaKey; description: MetaKey };
  /** Left out of the sitemap (and so of what search engines are told to index). */
  unlisted?: true;
}

/** Each route's pages and texts (every route has an entry). */
export const routePages = {
  home: { meta: { title: 'site_name', description: 'description' } },
  projects: { meta: { title: 'projects_title', description: 'projects_description' } },
  resume: { meta: { title: 'resume_title', description: 'resume_description' } },
  // Every project is in one category, and "all projects" lists every category's: the whole catalogue, a page at a time.
  projectsPage: { list: ({ projects }) => numberedPages(projects.length).map((page) => [String(page)]) },
  category: { list: ({ categories }) => categories.map((slug) => [slug]) },
  categoryPage: {
    list: ({ categories, projects }) =>
      categories.flatMap((slug) =>
        numberedPages(projects.filter((p) => p.categorySlug === slug).length).map((page) => [
          slug,
          String(page),
        ]),
      ),
  },
  project: { list: ({ projects }) => projects.map((p) => [p.categorySlug, p.projectSlug]) },
  notFound: { meta: { title: 'not_found_title', description: 'not_found_description' }, unlisted: true },
} as const satisfies Record<RouteId, RoutePages>;

/** Whether search engines are told of a route's pages (the sitemap lists them). */
export function isListed(id: RouteId) {
  const { unlisted }: RoutePages = routePages[id];
  return !unlisted;
}

/** Every page of the site by its route, in the table's order (the language-less paths, as the router names them). */
export function sitePages(catalogue: CatalogueSlugs): { id: RouteId; path: string }[] {
  return routeIds.flatMap((id) => {
    const { list }: RoutePages = routePages[id];
    const route: Route = routes[id];
    return (list?.(catalogue) ?? [[]]).map((params) => ({ id, path: route.href(...params) }));
  });
}

/** In-page anchors of the home page, in navbar order. */
export const homeAnchors = ['top', 'skills', 'projects', 'aboutMe', 'contact'] as const;
export type HomeAnchor = (typeof homeAnchors)[number];

export const anchorHref = (anchor: HomeAnchor) => `/#${anchor}`;
