import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createI18n } from '@/i18n/create-i18n';
import type { Language } from '@/i18n/languages';
import { AppProviders } from './app-providers';
import { routeObjects } from './routes';

export interface RenderResult {
  html: string;
  status: number;
  routeIds: string[];
}

/** Renders one URL in one language to HTML with React Router's static APIs. */
export async function render(path: string, language: Language): Promise<RenderResult> {
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered with a redirect (${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders i18n={createI18n(language)}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, status: context.statusCode, routeIds: context.matches.map((match) => match.route.id) };
}

export { routeObjects, screenOfRoute, screens } from './routes';
