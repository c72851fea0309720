/** Every path of the site, in one place. `path` is the router pattern, `href()` builds a link. */
export const routes = {
  home: { path: '/', href: () => '/' },
  projects: { path: '/proyectos', href: () => '/proyectos' },
  resume: { path: '/cv', href: () => '/cv' },
  category: {
    path: '/proyectos/:categorySlug',
    href: (categorySlug: string) => `/proyectos/${categorySlug}`,
  },
  project: {
    path: '/:categorySlug/:projectSlug',
    href: (categorySlug: string, projectSlug: string) => `/${categorySlug}/${projectSlug}`,
  },
  notFound: { path: '/not-found', href: () => '/not-found' },
} as const;

/** In-page anchors of the home page, in navbar order. */
export const homeAnchors = ['top', 'skills', 'projects', 'aboutMe', 'contact'] as const;
export type HomeAnchor = (typeof homeAnchors)[number];

export const anchorHref = (anchor: HomeAnchor) => `/#${anchor}`;
