import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { routes } from '@/lib/routes';
import { InnerLayout } from './inner-layout';
import { lazyScreen } from './lazy-screen';
import { RootLayout } from './root-layout';
import { SiteLayout } from './site-layout';

/**
 * Lazily loaded screens. `file` names the module so that the prerender step can preload its chunk
 * (a unit test checks that each file exists).
 */
export const screens = {
  home: { file: 'src/pages/home-page.tsx', Screen: lazyScreen(() => import('@/pages/home-page')) },
  projects: {
    file: 'src/pages/projects-page.tsx',
    Screen: lazyScreen(() => import('@/pages/projects-page')),
  },
  project: {
    file: 'src/pages/project-detail-page.tsx',
    Screen: lazyScreen(() => import('@/pages/project-detail-page')),
  },
  notFound: {
    file: 'src/pages/not-found-page.tsx',
    Screen: lazyScreen(() => import('@/pages/not-found-page')),
  },
} as const;

type ScreenName = keyof typeof screens;

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
            id: 'inner',
            element: <InnerLayout />,
            children: [
              { id: 'projects', path: routes.projects.path, element: screen('projects') },
              { id: 'category', path: routes.category.path, element: screen('projects') },
              { id: 'project', path: routes.project.path, element: screen('project') },
            ],
          },
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
  'not-found': 'notFound',
  'catch-all': 'notFound',
};

/** What a path shows: its route ids, its screens, and whether it is a page of the site or the not-found page. */
export function matchPath(pathname: string) {
  const routeIds = (matchRoutes(routeObjects, pathname) ?? []).flatMap(({ route }) => route.id ?? []);
  const screenNames = routeIds.flatMap((id) => screenOfRoute[id] ?? []);
  return { routeIds, screenNames, status: routeIds.includes('catch-all') ? 404 : 200 };
}

/** Fetches the code of the screens a path shows, so that hydration renders them at once. */
export async function preloadScreens(pathname: string) {
  await Promise.all(matchPath(pathname).screenNames.map((name) => screens[name].Screen.preload()));
}

/** The site's routes, rendered by whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
