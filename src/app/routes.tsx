import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { defaultNamespace, isNamespace, type Namespace } from '@/i18n/namespaces';
import { lazyPart } from '@/boot/lazy-part';
import { retryImport } from '@/boot/retry-import';
import { routes } from '@/lib/routes';
import { RootLayout } from './root-layout';
import { SiteLayout } from './site-layout';

/** Lazily loaded screens (entry-server.tsx names their modules for the prerender's preloads). */
export const screens = {
  home: {
    Screen: lazyPart(async () => (await retryImport(() => import('@/pages/home-page'))).Component),
  },
  projects: {
    Screen: lazyPart(async () => (await retryImport(() => import('@/pages/projects-page'))).Component),
  },
  project: {
    Screen: lazyPart(async () => (await retryImport(() => import('@/pages/project-detail-page'))).Component),
  },
  resume: {
    Screen: lazyPart(async () => (await retryImport(() => import('@/pages/resume-page'))).Component),
  },
  notFound: {
    Screen: lazyPart(async () => (await retryImport(() => import('@/pages/not-found-page'))).Component),
  },
} as const;

export type ScreenName = keyof typeof screens;

/**
 * A screen in its own Suspense boundary, keyed by name: moving to a screen whose code has not
 * arrived yet shows the spec's 'Loading...' fallback; moving within one screen (another category) does not.
 */
function screen(name: ScreenName) {
  const { Screen } = screens[name];
  return (
    <Suspense key={name} fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        id: 'site',
        element: <SiteLayout />,
        children: [
          { id: 'home', index: true, element: screen('home') },
          {
            // The catalogue's pages, which need its texts (each screen puts the breadcrumb above itself).
            id: 'inner',
            children: [
              { id: 'projects', path: routes.projects.path, element: screen('projects') },
              { id: 'category', path: routes.category.path, element: screen('projects') },
              { id: 'project', path: routes.project.path, element: screen('project') },
            ],
          },
          // The résumé, which names the selected projects by their titles.
          { id: 'resume', path: routes.resume.path, element: screen('resume') },
        ],
      },
      { id: 'not-found', path: routes.notFound.path, element: screen('notFound') },
      { id: 'catch-all', path: '*', element: screen('notFound') },
    ],
  },
];

/** The screen each route id shows. */
const screenOfRoute: Partial<Record<string, ScreenName>> = {
  home: 'home',
  projects: 'projects',
  category: 'projects',
  project: 'project',
  resume: 'resume',
  'not-found': 'notFound',
  'catch-all': 'notFound',
};

/**
 * What a path shows: its route ids, its screens, the project it names, the translation namespaces every page of its
 * route needs before it can hydrate (the home page's projects section loads its own; a project's article namespace,
 * which only the catalogue knows, comes with the prerendered page: see `pageNamespaces`), and whether it is the
 * not-found page.
 */
export function matchPath(pathname: string) {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  const routeIds = matches.flatMap(({ route }) => route.id ?? []);
  const screenNames = routeIds.flatMap((id) => screenOfRoute[id] ?? []);
  const namespaces: Namespace[] = [
    defaultNamespace,
    ...(routeIds.includes('inner') ? (['projects'] as const) : []),
    ...(routeIds.includes('resume') ? (['projects', 'resume'] as const) : []),
  ];
  return {
    routeIds,
    screenNames,
    namespaces,
    projectSlug: routeIds.includes('project') ? matches.at(-1)?.params.projectSlug : undefined,
    status: routeIds.includes('catch-all') ? 404 : 200,
  };
}

/** Where a prerendered page lists the namespaces it was rendered with, for the app to read before it hydrates. */
export const NAMESPACES_ATTRIBUTE = 'data-namespaces';

/** The namespaces a page was rendered with, as its prerender wrote them, else those of its route. */
export function renderedNamespaces(container: HTMLElement, pathname: string): Namespace[] {
  const listed = container.getAttribute(NAMESPACES_ATTRIBUTE)?.split(' ').filter(isNamespace);
  return listed?.length ? listed : matchPath(pathname).namespaces;
}

/** Fetches the code of the screens a path shows, so that hydration renders them at once. */
export async function preloadScreens(pathname: string) {
  await Promise.all(matchPath(pathname).screenNames.map((name) => screens[name].Screen.preload()));
}

/** The site's routes, rendered by whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
