import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { defaultNamespace, isNamespace, type Namespace } from '@/i18n/namespaces';
import { routeIds, routes, type Route, type RouteId } from '@/lib/routes';
import { RootLayout } from './root-layout';
import { bareRoutes, screens } from './screens';
import { SiteLayout } from './site-layout';

/**
 * A route's screen in its own Suspense boundary, keyed by the screen (the first route showing it): moving to a screen
 * whose code has not arrived yet shows the spec's 'Loading...' fallback; moving within one screen (another category)
 * does not.
 */
function screen(id: RouteId) {
  const Screen = screens[id];
  return (
    <Suspense key={routeIds.find((other) => screens[other] === Screen)} fallback={<LoadingScreen />}>
      <Screen />
    </Suspense>
  );
}

const routeObject = (id: RouteId): RouteObject => ({ id, path: routes[id].path, element: screen(id) });
const isBare = (id: RouteId) => bareRoutes.has(id);

/** The table's routes in the site's layout (navbar and footer), the bare ones beside it, anything else not found. */
export const routeObjects: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      {
        id: 'site',
        element: <SiteLayout />,
        children: routeIds.filter((id) => !isBare(id)).map(routeObject),
      },
      ...routeIds.filter(isBare).map(routeObject),
      { id: 'catch-all', path: '*', element: screen('notFound') },
    ],
  },
];

/**
 * What a path shows: its route, the translation namespaces every page of its route needs before it can hydrate (the
 * home page's projects section loads its own; a project's article namespace, which only the catalogue knows, comes
 * with the prerendered page: see `pageNamespaces`), the project it names, and its status (404 outside the table).
 */
export function matchPath(pathname: string) {
  // React Router's matching rather than matchPage's, which the app's first chunk does without.
  const match = matchRoutes(routeObjects, pathname)?.at(-1);
  const routeId = match?.route.id ?? '';
  // The table's routes have its ids; the catch-all shows the not-found screen.
  const id: RouteId = routeId in routes ? (routeId as RouteId) : 'notFound';
  const route: Route = routes[id];
  const namespaces: Namespace[] = [defaultNamespace, ...(route.namespaces ?? [])];
  return {
    id,
    namespaces,
    projectSlug: id === 'project' ? match?.params.projectSlug : undefined,
    status: routeId === 'catch-all' ? 404 : 200,
  };
}

/** Where a prerendered page lists the namespaces it was rendered with, for the app to read before it hydrates. */
export const NAMESPACES_ATTRIBUTE = 'data-namespaces';

/** The namespaces a page was rendered with, as its prerender wrote them, else those of its route. */
export function renderedNamespaces(container: HTMLElement, pathname: string): Namespace[] {
  const listed = container.getAttribute(NAMESPACES_ATTRIBUTE)?.split(' ').filter(isNamespace);
  return listed?.length ? listed : matchPath(pathname).namespaces;
}

/** Fetches the code of the screen a path shows, so that hydration renders it at once. */
export async function preloadScreen(pathname: string) {
  await screens[matchPath(pathname).id].preload();
}

/** The site's routes, rendered by whichever router the caller provides. */
export function AppRoutes() {
  return useRoutes(routeObjects);
}
