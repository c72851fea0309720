import '@/styles/app.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createBrowserI18n } from '@/i18n/browser-i18n';
import { fallbackLanguage, toLanguage } from '@/i18n/languages';
import { AppProviders } from './app-providers';
import { routeObjects } from './routes';

/** Loads the lazy screens of the current URL first, so that the first render matches the prerendered HTML. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const i18n = createBrowserI18n();
  const prerendered = toLanguage(document.documentElement.lang);
  const language = toLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  document.documentElement.lang = language;

  await resolveLazyMatches(routeObjects);
  const app = (
    <AppProviders i18n={i18n}>
      <RouterProvider router={createBrowserRouter(routeObjects)} />
    </AppProviders>
  );
  // Hydrate HTML prerendered in the language shown; on a static host that served another language, render afresh.
  if (container.firstElementChild && prerendered === language) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void boot();
