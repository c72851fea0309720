import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createI18n } from '@/i18n/create-i18n';
import { StaticLanguageUrl } from '@/i18n/language-router';
import type { Language } from '@/i18n/languages';
import { withBase } from '@/lib/base-path';
import { languageBasename, localizedPath } from '@/lib/language-path';
import { preloadDeferredParts } from '@/boot/lazy-part';
import { AppProviders } from './app-providers';
import { isProjectSlug } from '@/content/catalogue';
import { postSlugsIn } from '@/content/blog-pages';
import { documentationNamespace, postNamespace, type Namespace } from '@/i18n/namespaces';
import type { RouteId } from '@/lib/routes';
import { AppRoutes, matchPath, preloadScreen } from './routes';
import { screens } from './screens';

/**
 * Renders one page (its path as the language's router names it, `/proyectos`) in one language to complete HTML, at that
 * language's URL (`/es/proyectos`), so that its links stay in the language. The page's lazy screen is loaded first,
 * so that nothing renders as a loading fallback; the build fails if something still did.
 */
export async function render(path: string, language: Language): Promise<string> {
  await preloadScreen(new URL(path, 'http://localhost').pathname, language);
  await preloadDeferredParts();
  const html = renderToString(
    <AppProviders i18n={createI18n(language)}>
      <StaticRouter
        basename={withBase(languageBasename(language))}
        location={withBase(localizedPath(path, language))}
      >
        <StaticLanguageUrl language={language}>
          <AppRoutes />
        </StaticLanguageUrl>
      </StaticRouter>
    </AppProviders>,
  );
  if (html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(`${path} (${language}) rendered a loading fallback or an error: preload its lazy parts`);
  }
  return html;
}

/** Every namespace a page is rendered with: its route's, and the documentation of the project or the post it shows. */
export function pageNamespaces(path: string, language: Language): Namespace[] {
  const { namespaces, projectSlug, postSlug } = matchPath(path, language);
  if (projectSlug && isProjectSlug(projectSlug)) return [...namespaces, documentationNamespace(projectSlug)];
  return postSlug && postSlugsIn(language).some((post) => post.slug === postSlug)
    ? [...namespaces, postNamespace(postSlug)]
    : namespaces;
}

export { matchPath, NAMESPACES_ATTRIBUTE } from './routes';

const pageModules = import.meta.glob<{ Component: unknown }>('/src/pages/*-page.tsx');

/**
 * The module of a route's screen, as the build's manifest names it (`src/pages/…`), for the prerender to preload its
 * chunk: the page module whose component the screen loads (kept out of the browser's code, which needs no file names).
 */
export async function screenFile(id: RouteId): Promise<string> {
  const Component = await screens[id].preload();
  for (const [file, load] of Object.entries(pageModules)) {
    if ((await load()).Component === Component) return file.slice(1);
  }
  throw new Error(`the screen of the route ${id} is no page module of src/pages`);
}
