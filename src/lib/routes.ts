import { DEFAULT_URL_WORDS, siteLanguages, type SiteLanguage, type UrlWords } from '@/content/languages';
import type { ParseKeys } from 'i18next';
import type { Language } from '@/i18n/languages';
import type { Namespace } from '@/i18n/namespaces';
import type { Resources } from '@/i18n/resources';
import type { PostSlugs } from '@/content/blog-pages';
import { postsPerPage } from '@/content/site-settings';
import { numberedPages } from './pagination';

/**
 * The catalogue's slugs, from which the category and project pages are listed (src/content/catalogue.ts), and the
 * numbered list pages counted (each project names its category).
 */
export interface CatalogueSlugs {
  categories: string[];
  projects: { categorySlug: string; projectSlug: string }[];
  /** The published posts of the language whose pages are listed (src/content/blog-pages.ts), newest first. */
  posts: readonly PostSlugs[];
}

type MetaKey = keyof Resources['meta'];

/** A page of the site, or a family of pages (a pattern with `:params`), as the app's first chunk needs it. */
export interface Route {
  /** The router's pattern: whole segments, `:name` for one segment. */
  path: string;
  href: (...params: string[]) => string;
  /** The namespaces its screen needs before it can hydrate, beside `global`. */
  namespaces?: readonly Namespace[];
}

/**
 * The parameters of each route of the table, in the order its `href` takes them: the route ids, the same in every
 * language. `matchPage` names a page by its id and these, which `pathInLanguage` (page-match.ts) carries to another
 * language.
 */
export const routeParams = {
  home: [],
  projects: [],
  projectsPage: ['page'],
  resume: [],
  category: ['categorySlug'],
  categoryPage: ['categorySlug', 'page'],
  project: ['categorySlug', 'projectSlug'],
  notFound: [],
  blog: [],
  blogPage: ['page'],
  tag: ['tag'],
  tagPage: ['tag', 'page'],
  post: ['postSlug'],
} as const satisfies Record<string, readonly string[]>;

export type RouteId = keyof typeof routeParams;
export const routeIds = Object.keys(routeParams) as RouteId[];

/** Home is the root of its language, in every language. */
export const HOME_PATH = '/';

/**
 * A language's route table, from its URL words: each page's router pattern, links (`href()`) and the texts its screen
 * needs; its pages and what it says of itself are `routePages`' entry of the same id. The router, the server, the
 * prerender, the sitemap, the tests and the bench all read these (the screen of each id is src/app/screens.ts's). A
 * fixed path wins over a pattern that also matches it.
 */
export function routeTable(words: UrlWords) {
  const projects = `/${words.projects}`;
  const blog = `/${words.blog}`;
  const tags = `${blog}/${words.tags}`;
  return {
    home: { path: HOME_PATH, href: () => HOME_PATH },
    projects: { path: projects, href: () => projects, namespaces: ['projects'] },
    // The list pages go on past PROJECTS_PER_PAGE cards at numbered pages, from 2 (page 1 is the list's own URL).
    projectsPage: {
      path: `${projects}/${words.page}/:page`,
      href: (page: string | number) => `${projects}/${words.page}/${page}`,
      namespaces: ['projects'],
    },
    // The résumé names the selected projects by their titles.
    resume: { path: `/${words.resume}`, href: () => `/${words.resume}`, namespaces: ['projects', 'resume'] },
    category: {
      path: `${projects}/:categorySlug`,
      href: (categorySlug: string) => `${projects}/${categorySlug}`,
      namespaces: ['projects'],
    },
    categoryPage: {
      path: `${projects}/:categorySlug/${words.page}/:page`,
      href: (categorySlug: string, page: string | number) =>
        `${projects}/${categorySlug}/${words.page}/${page}`,
      namespaces: ['projects'],
    },
    project: {
      path: '/:categorySlug/:projectSlug',
      href: (categorySlug: string, projectSlug: string) => `/${categorySlug}/${projectSlug}`,
      namespaces: ['projects'],
    },
    notFound: { path: `/${words.notFound}`, href: () => `/${words.notFound}` },
    blog: { path: blog, href: () => blog, namespaces: ['blog'] },
    blogPage: {
      path: `${blog}/${words.page}/:page`,
      href: (page: string | number) => `${blog}/${words.page}/${page}`,
      namespaces: ['blog'],
    },
    tag: {
      path: `${tags}/:tag`,
      href: (tag: string) => `${tags}/${tag}`,
      namespaces: ['blog'],
    },
    tagPage: {
      path: `${tags}/:tag/${words.page}/:page`,
      href: (tag: string, page: string | number) => `${tags}/${tag}/${words.page}/${page}`,
      namespaces: ['blog'],
    },
    // Its text (the compiled post, `post/{slug}`) comes with the prerendered page: see `pageNamespaces`.
    post: {
      path: `${blog}/:postSlug`,
      href: (postSlug: string) => `${blog}/${postSlug}`,
      namespaces: ['blog'],
    },
  } as const satisfies Record<RouteId, Route>;
}

export type RouteTable = ReturnType<typeof routeTable>;

/** A language's URL words: its entry's in content/languages.ts, the defaults for those it leaves out. */
export function urlWordsOf(language: Language): UrlWords {
  const entry: SiteLanguage | undefined = siteLanguages.find((l) => l.code === language);
  return { ...DEFAULT_URL_WORDS, ...entry?.urlWords };
}

const tables = new Map<Language, RouteTable>();

/** The route table of a language's URLs (within its folder: `/proyectos` is `/es/proyectos` in Spanish). */
export function routesIn(language: Language): RouteTable {
  let table = tables.get(language);
  if (!table) tables.set(language, (table = routeTable(urlWordsOf(language))));
  return table;
}

/** The URL of page `page` of a projects list, a category's or (without one) all projects': page 1 is the list's own. */
export function listPageHref(routes: RouteTable, categorySlug: string | undefined, page: number) {
  if (categorySlug === undefined) return page === 1 ? routes.projects.href() : routes.projectsPage.href(page);
  return page === 1 ? routes.category.href(categorySlug) : routes.categoryPage.href(categorySlug, page);
}

/**
 * The routes a page of route `Id` can link up to: those whose parameters its own include (a parent's link is written
 * from its child's parameters; home, with none, is one of every route's).
 */
type ParentOf<Id extends RouteId> = {
  [Parent in RouteId]: (typeof routeParams)[Parent][number] extends (typeof routeParams)[Id][number]
    ? Parent
    : never;
}[RouteId];

/**
 * What names a page in its breadcrumb: a text of the `breadcrumb` group (`global` namespace), or its content: its
 * category's name, its project's title, or its list page's number ("page n").
 */
export type CrumbName =
  | { key: `breadcrumb.${Exclude<keyof Resources['global']['breadcrumb'], 'label'>}` }
  | 'categoryName'
  | 'projectTitle'
  | 'tagName'
  | 'postTitle'
  | 'pageNumber';

/** A text of a page's own, in the namespace its screen reads. */
export type PageText =
  | { ns: 'global'; key: ParseKeys<'global'> }
  | { ns: 'projects'; key: ParseKeys<'projects'> }
  | { ns: 'blog'; key: ParseKeys<'blog'> };

/**
 * What the build, the page descriptions, the breadcrumb and the screens' headings know of a route. A new page is an
 * entry here and in `routeParams`/`routeTable`, a screen (src/app/screens.ts) and its texts.
 */
export interface RoutePages<Id extends RouteId = RouteId> {
  /** The parameters of each of its pages (for `href`), from the content; a fixed path has one page, itself. */
  list?: (catalogue: CatalogueSlugs) => string[][];
  /** Its title and description in the `meta` namespace; the catalogue's pages take theirs from their content. */
  meta?: { title: MetaKey; description: MetaKey };
  /** Left out of the sitemap (and so of what search engines are told to index). */
  unlisted?: true;
  /** The page its breadcrumb goes up to, and on by that page's own parent (home, the top, has none). */
  parent?: ParentOf<Id>;
  /**
   * Its breadcrumb goes from home straight to its parent, without the parent's own parents: for a page whose path is
   * not under its parent's (a project's, `/{category}/{project}`, is not under the projects list's), since the
   * breadcrumb has one crumb per segment of the path (the spec).
   */
  parentOnly?: true;
  /** What names it in the breadcrumb. */
  crumb: CrumbName;
  /** Its screen's heading (`<h1>`), where it is a text of the template's rather than the content's. */
  heading?: PageText;
}

/** Each route's pages, place in the navigation and texts (every route has an entry). */
export const routePages = {
  home: { meta: { title: 'site_name', description: 'description' }, crumb: { key: 'breadcrumb.home' } },
  projects: {
    meta: { title: 'projects_title', description: 'projects_description' },
    parent: 'home',
    crumb: { key: 'breadcrumb.proyectos' },
    // Its numbered pages and categories show its screen, under its heading.
    heading: { ns: 'projects', key: 'labels.project_categories' },
  },
  resume: {
    meta: { title: 'resume_title', description: 'resume_description' },
    parent: 'home',
    crumb: { key: 'breadcrumb.resume' },
  },
  // Every project is in one category, and "all projects" lists every category's: the whole catalogue, a page at a time.
  // A numbered page is one step below its list (its two segments, `pagina/{n}`, are one crumb).
  projectsPage: {
    list: ({ projects }) => numberedPages(projects.length).map((page) => [String(page)]),
    parent: 'projects',
    crumb: 'pageNumber',
  },
  category: {
    list: ({ categories }) => categories.map((slug) => [slug]),
    parent: 'projects',
    crumb: 'categoryName',
  },
  categoryPage: {
    list: ({ categories, projects }) =>
      categories.flatMap((slug) =>
        numberedPages(projects.filter((p) => p.categorySlug === slug).length).map((page) => [
          slug,
          String(page),
        ]),
      ),
    parent: 'category',
    crumb: 'pageNumber',
  },
  project: {
    list: ({ projects }) => projects.map((p) => [p.categorySlug, p.projectSlug]),
    parent: 'category',
    parentOnly: true,
    crumb: 'projectTitle',
  },
  // Bare, without the breadcrumb; its place says where it would be.
  notFound: {
    meta: { title: 'not_found_title', description: 'not_found_description' },
    unlisted: true,
    parent: 'home',
    crumb: { key: 'breadcrumb.not-found' },
    heading: { ns: 'global', key: 'default.not_found_title' },
  },
  // A language's posts, newest first, a page at a time; the list has a page only where the language has a post.
  blog: {
    list: ({ posts }) => (posts.length ? [[]] : []),
    meta: { title: 'blog_title', description: 'blog_description' },
    parent: 'home',
    crumb: { key: 'breadcrumb.blog' },
    heading: { ns: 'blog', key: 'list.heading' },
  },
  blogPage: {
    list: ({ posts }) => numberedPages(posts.length, postsPerPage).map((page) => [String(page)]),
    parent: 'blog',
    crumb: 'pageNumber',
  },
  // A tag's page lists the language's posts that carry it; its segments under the blog's are one crumb.
  tag: {
    list: ({ posts }) => [...new Set(posts.flatMap((post) => post.tags))].map((tag) => [tag]),
    parent: 'blog',
    crumb: 'tagName',
  },
  tagPage: {
    list: ({ posts }) =>
      [...new Set(posts.flatMap((post) => post.tags))].flatMap((tag) =>
        numberedPages(posts.filter((post) => post.tags.includes(tag)).length, postsPerPage).map((page) => [
          tag,
          String(page),
        ]),
      ),
    parent: 'tag',
    crumb: 'pageNumber',
  },
  post: {
    list: ({ posts }) => posts.map((post) => [post.slug]),
    parent: 'blog',
    crumb: 'postTitle',
  },
} as const satisfies { [Id in RouteId]: RoutePages<Id> };

/** The routes whose entry names their screen's heading. */
export type HeadedRoute = {
  [Id in RouteId]: (typeof routePages)[Id] extends { heading: PageText } ? Id : never;
}[RouteId];

/** Whether search engines are told of a route's pages (the sitemap lists them). */
export function isListed(id: RouteId) {
  const { unlisted }: RoutePages = routePages[id];
  return !unlisted;
}

/**
 * Every page of the site in a language by its route and parameters, in the table's order: its path within the
 * language's folder, as the router names it (`catalogue`: the slugs in that language's URLs).
 */
export function sitePages(
  routes: RouteTable,
  catalogue: CatalogueSlugs,
): { id: RouteId; params: string[]; path: string }[] {
  return routeIds.flatMap((id) => {
    const { list }: RoutePages = routePages[id];
    const route: Route = routes[id];
    return (list?.(catalogue) ?? [[]]).map((params) => ({ id, params, path: route.href(...params) }));
  });
}

/** In-page anchors of the home page, in navbar order. */
export const homeAnchors = ['top', 'skills', 'projects', 'aboutMe', 'contact'] as const;
export type HomeAnchor = (typeof homeAnchors)[number];

export const anchorHref = (anchor: HomeAnchor) => `${HOME_PATH}#${anchor}`;
