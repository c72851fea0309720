import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useLayoutEffect,
  useState,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fallbackLanguage, LANGUAGE_STORAGE, toLanguage, type Language } from './languages';
import { loadLanguage } from './load-language';
import { withBase, sitePath } from '@/lib/base-path';
import { languageBasename, localizedPath, splitLanguagePath } from '@/lib/language-path';
import { pageInLanguage } from '@/content/page-in-language';
import { routesIn, type RouteTable } from '@/lib/routes';

interface LanguageUrl {
  /** The language of the URL. */
  language: Language;
  /** Moves the current page to its URL in another language, in place (no new history entry, nothing re-mounted). */
  moveTo: (language: Language) => void;
}

const LanguageUrlContext = createContext<LanguageUrl>({
  language: fallbackLanguage,
  moveTo: () => undefined,
});

/** The URL's language, and the current page's move to its URL in another language (see LanguageRouter). */
export const useLanguageUrl = () => use(LanguageUrlContext);

/**
 * The route table of the URL's language, whose words the router's paths and every link on the page are in (the texts
 * may be a language ahead of the URL for a moment while the switcher moves it).
 */
export const useRouteTable = (): RouteTable => routesIn(useLanguageUrl().language);

/** The URL's language for a router other than LanguageRouter (the prerender's, the tests'), which never moves. */
export function StaticLanguageUrl({ language, children }: { language: Language; children: ReactNode }) {
  const value = useMemo(() => ({ language, moveTo: () => undefined }), [language]);
  return <LanguageUrlContext value={value}>{children}</LanguageUrlContext>;
}

/**
 * The shown language follows the URL's: back or forward to a page in the other language switches the texts to it
 * (downloaded first; if they cannot be, the page stays in its language). The switcher changes the texts first and
 * then the URL, which this then finds in agreement.
 */
export function useFollowUrlLanguage() {
  const { language } = useLanguageUrl();
  const { i18n } = useTranslation();
  useEffect(() => {
    if (toLanguage(i18n.resolvedLanguage) === language) return;
    let current = true;
    void loadLanguage(i18n, language).then(async (loaded) => {
      if (current && loaded) await i18n.changeLanguage(language);
    });
    return () => {
      current = false;
    };
  }, [language, i18n]);
}

/** The address bar's path as the routes name it, in the site's folder (src/lib/base-path.ts). */
const routerPath = (pathname: string) => sitePath(pathname) ?? pathname;

/**
 * React Router's BrowserRouter, with the basename of the URL's language (`/` or `/es/`) kept in the same state as the
 * location: the routes and links see the spec's paths (`/proyectos`), and every link stays in the page's language.
 * A basename held apart from the location (a state above BrowserRouter) is one render behind it: the router renders
 * nothing for a location outside its basename. The language switch moves the URL with `replace`, so that what the
 * visitor was doing on the page (a half-typed message, a scrolled list) stays as it was.
 */
export function LanguageRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  const moveTo = useCallback(
    (language: Language) => {
      const { location } = history;
      const params = new URLSearchParams(location.search);
      params.delete(LANGUAGE_STORAGE.query);
      const search = params.toString();
      // The same page by its route and parameters, in the other language's words (not only its folder).
      const from = splitLanguagePath(routerPath(location.pathname));
      history.replace(
        {
          pathname: withBase(localizedPath(pageInLanguage(from.path, from.language, language), language)),
          search: search ? `?${search}` : '',
          hash: location.hash,
        },
        location.state,
      );
    },
    [history],
  );
  const { language } = splitLanguagePath(routerPath(state.location.pathname));
  const languageUrl = useMemo(() => ({ language, moveTo }), [language, moveTo]);
  return (
    <LanguageUrlContext value={languageUrl}>
      <Router
        basename={withBase(languageBasename(language))}
        location={state.location}
        navigationType={state.action}
        navigator={history}
      >
        {children}
      </Router>
    </LanguageUrlContext>
  );
}
