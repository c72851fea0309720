import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createI18n } from '@/i18n/create-i18n';
import type { Language } from '@/i18n/languages';
import { languageBasename, localizedPath } from '@/lib/language-path';
import { preloadDeferredParts } from '@/boot/lazy-part';
import { AppProviders } from './app-providers';
import { isProjectSlug } from '@/content/catalogue';
import { documentationNamespace, type Namespace } from '@/i18n/namespaces';
import { AppRoutes, matchPath, preloadScreens, type ScreenName } from './routes';

/**
 * Renders one page (its path as the router names it, `/proyectos`) in one language to complete HTML, at that
 * language's URL (`/es/proyectos`), so that its links stay in the language. The page's lazy screens are loaded first,
 * so that nothing renders as a loading fallback; the build fails if something still did.
 */
export async function render(path: string, language: Language): Promise<string> {
  await preloadScreens(new URL(path, 'http://localhost').pathname);
  await preloadDeferredParts();
  const html = renderToString(
    <AppProviders i18n={createI18n(language)}>
      <StaticRouter basename={languageBasename(language)} location={localizedPath(path, language)}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(`${path} (${language}) rendered a loading fallback or an error: preload its lazy parts`);
  }
  return html;
}

/** Every namespace a page is rendered with: its route's, and the documentation of the project it shows. */
export function pageNamespaces(path: string): Namespace[] {
  const { namespaces, projectSlug } = matchPath(path);
  return projectSlug && isProjectSlug(projectSlug)
    ? [...namespaces, documentationNamespace(projectSlug)]
    : namespaces;
}

/**
 * The module of each screen, for the prerender to preload its chunk: kept out of the browser's code, which imports the
 * screens by these paths in routes.tsx (a unit test checks that each file exists and that routes.tsx imports it).
 */
export const screenFiles: Record<ScreenName, string> = {
  home: 'src/pages/home-page.tsx',
  projects: 'src/pages/projects-page.tsx',
  project: 'src/pages/project-detail-page.tsx',
  resume: 'src/pages/resume-page.tsx',
  notFound: 'src/pages/not-found-page.tsx',
};

export { matchPath, NAMESPACES_ATTRIBUTE } from './routes';
