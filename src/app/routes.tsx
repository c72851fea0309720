import { Suspense } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import type { Language } from '@/i18n/languages';
import { useLanguageUrl } from '@/i18n/language-router';
import { defaultNamespace, isNamespace, type Namespace } from '@/i18n/namespaces';
import { routeIds, routesIn, type Route, type RouteId } from '@/lib/routes';
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

const isBare = (id: RouteId) => bareRoutes.has(id);

/**
 * A language's routes (its URL words, src/lib/routes.ts) in the site's layout (navbar and footer), the bare ones
 * beside it, anything else not found.
 */
function languageRouteObjects(language: Language): RouteObject[] {
  const routes = routesIn(language);
  const routeObject = (id: RouteId): RouteObject => ({ id, path: routes[id].path, element: screen(id) });
  return [
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
}

const byLanguage = new Map<Language, RouteObject[]>();

/** The React Router route objects of a language's URLs, made once. */
export function routeObjects(language: Language): RouteObject[] {
  let objects = byLanguage.get(language);
  if (!objects) byLanguage.set(language, (objects = languageRouteObjects(language)));
  return objects;
}

/**
 * What a path shows: its route, the translation namespaces every page of its route needs before it can hydrate (the
 * home page's projects section loads its own; a project's article namespace, which only the catalogue knows, comes
 * with the prerendered page: see `pageNamespaces`), the project it names, and its status (404 outside the table).
 */
export function matchPath(pathname: string, language: Language) {
  // React Router's matching rather than matchPage's, which the app's first chunk does without.
  const match = matchRoutes(routeObjects(language), pathname)?.at(-1);
  const routeId = match?.route.id ?? '';
  const routes = routesIn(language);
  // The table's routes have its ids; the catch-all shows the not-found screen.
  const id: RouteId = routeId in routes ? (routeId as RouteId) : 'notFound';
  const route: Route = routes[id];
  const namespaces: Namespace[] = [defaultNamespace, ...(route.namespaces ?? [])];
  return {
    id,
    namespaces,
    projectSlug: id === 'project' ? match?.params.projectSlug : undefined,
    postSlug: id === 'post' ? match?.params.postSlug : undefined,
    status: routeId === 'catch-all' ? 404 : 200,
  };
}

/** Where a prerendered page lists the namespaces it was rendered with, for the app to read before it hydrates. */
export const NAMESPACES_ATTRIBUTE = 'data-namespaces';

/** The namespaces a page was rendered with, as its prerender wrote them, else those of its route. */
export function renderedNamespaces(
  container: HTMLElement,
  pathname: string,
  language: Language,
): Namespace[] {
  const listed = container.getAttribute(NAMESPACES_ATTRIBUTE)?.split(' ').filter(isNamespace);
  return listed?.length ? listed : matchPath(pathname, language).namespaces;
}

/** Fetches the code of the screen a path (in `language`'s URLs) shows, so that hydration renders it at once. */
export async function preloadScreen(pathname: string, language: Language) {
  await screens[matchPath(pathname, language).id].preload();
}

/**
 * The site's routes in the URL's language (LanguageRouter's, or StaticLanguageUrl's), rendered by whichever router
 * the caller provides.
 */
export function AppRoutes() {
  return useRoutes(routeObjects(useLanguageUrl().language));
}
