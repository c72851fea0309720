import type { RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { routes } from '@/lib/routes';
import { ErrorScreen } from './error-screen';
import { InnerLayout } from './inner-layout';
import { RootLayout } from './root-layout';
import { SiteLayout } from './site-layout';

/**
 * Lazily loaded screens. `file` names the module so that the prerender step can preload its chunk
 * (a unit test checks that each file exists).
 */
export const screens = {
  home: { file: 'src/pages/home-page.tsx', load: () => import('@/pages/home-page') },
  projects: { file: 'src/pages/projects-page.tsx', load: () => import('@/pages/projects-page') },
  project: { file: 'src/pages/project-detail-page.tsx', load: () => import('@/pages/project-detail-page') },
  notFound: { file: 'src/pages/not-found-page.tsx', load: () => import('@/pages/not-found-page') },
} as const;

export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ErrorScreen,
    HydrateFallback: LoadingScreen,
    children: [
      {
        id: 'site',
        Component: SiteLayout,
        children: [
          { id: 'home', index: true, lazy: screens.home.load },
          {
            id: 'inner',
            Component: InnerLayout,
            children: [
              { id: 'projects', path: routes.projects.path, lazy: screens.projects.load },
              { id: 'category', path: routes.category.path, lazy: screens.projects.load },
              { id: 'project', path: routes.project.path, lazy: screens.project.load },
            ],
          },
        ],
      },
      { id: 'not-found', path: routes.notFound.path, lazy: screens.notFound.load },
      { id: 'catch-all', path: '*', lazy: screens.notFound.load },
    ],
  },
];

/** The screen each route id loads, for the prerender step's preload links. */
export const screenOfRoute: Record<string, keyof typeof screens> = {
  home: 'home',
  projects: 'projects',
  category: 'projects',
  project: 'project',
  'not-found': 'notFound',
  'catch-all': 'notFound',
};
