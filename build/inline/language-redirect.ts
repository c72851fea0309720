import { LANGUAGE_COOKIE_MAX_AGE } from '../../src/i18n/language-choice';
import { fallbackLanguage, LANGUAGE_STORAGE, languages } from '../../src/i18n/languages';
import { BASE_PATH } from '../../src/lib/base-path';
import { sameOriginPath } from '../../src/lib/language-path';
import { inlineScript } from './inline-script';

/** What the redirect needs to know of the site, written into the page beside it. */
export interface RedirectSettings {
  languages: readonly string[];
  fallback: string;
  storage: typeof LANGUAGE_STORAGE;
  /** How long a language asked for with `?lng=` is kept in the cookie, in seconds. */
  cookieMaxAge: number;
  /** The site's folder (`/`, `/portfolio/`: src/lib/base-path.ts), where the languages' folders are. */
  base: string;
}

export const redirectSettings: RedirectSettings = {
  languages,
  fallback: fallbackLanguage,
  storage: LANGUAGE_STORAGE,
  cookieMaxAge: LANGUAGE_COOKIE_MAX_AGE,
  base: BASE_PATH,
};

/**
 * The visitor's language, before the page paints (spec section 9's order): `?lng=` on any page; on a page at an
 * unprefixed URL (English), then the `i18next` cookie, local storage `language`, session storage `i18nextLng` and the
 * browser's languages. If that is not the URL's language, the page is replaced by the same page at that language's
 * URL (`/` to `/es/`), hiding this page meanwhile, so that a static host serving the English file at `/` shows a Spanish
 * visitor Spanish and never English first; our server has sent most such visitors there already (server/core/app.ts). A URL under a language's folder
 * says its language itself: only `?lng=` moves away from it. A language asked for with `?lng=` is stored as the
 * visitor's choice (else an older cookie would send them back) and the parameter dropped from the URL.
 *
 * Every URL it goes to or writes passes through `safePath` (`sameOriginPath`): a URL such as `//host` stays on this
 * origin.
 *
 * Self-contained: its source is the page's first inline script (`languageRedirectScript`), with `sameOriginPath`'s
 * as its third argument, so it reads nothing from this module.
 */
export function redirectToLanguage(
  w: Window,
  settings: RedirectSettings,
  safePath: (path: string) => string,
): void {
  const { location, history, document, navigator } = w;
  const { storage, fallback } = settings;
  const supported = (tag: string | null | undefined) => {
    const code = tag?.trim().toLowerCase().split(/[-_]/)[0];
    return code && settings.languages.includes(code) ? code : undefined;
  };
  const stored = (area: 'localStorage' | 'sessionStorage') => {
    try {
      return w[area].getItem(storage[area]);
    } catch {
      return null;
    }
  };
  const cookie = (name: string) =>
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .find(([key]) => key === name)?.[1];
  const keep = (language: string) => {
    document.cookie = `${storage.cookie}=${language}; max-age=${settings.cookieMaxAge}; path=${settings.base}; SameSite=Lax`;
  };

  // The path in the site's folder (`/portfolio/es/` is `/es/`), and the folder to put it back in.
  const folder = settings.base.slice(0, -1);
  const pathname = location.pathname.startsWith(settings.base)
    ? location.pathname.slice(folder.length)
    : location.pathname;
  const first = pathname.split('/')[1] ?? '';
  const urlLanguage = first !== fallback && settings.languages.includes(first) ? first : fallback;
  const params = new URLSearchParams(location.search);
  const hadQuery = params.has(storage.query);
  let wanted = supported(params.get(storage.query));
  params.delete(storage.query);
  if (wanted) {
    try {
      w.localStorage.setItem(storage.localStorage, wanted);
    } catch {
      // Blocked storage: the cookie keeps the choice.
    }
    keep(wanted);
  } else if (urlLanguage === fallback) {
    for (const tag of [
      cookie(storage.cookie),
      stored('localStorage'),
      stored('sessionStorage'),
      ...navigator.languages,
      navigator.language,
    ]) {
      wanted = supported(tag);
      if (wanted) break;
    }
  } else if (cookie(storage.guessCookie)) {
    // The server sent this browser here from its languages alone: a choice in storage, which it cannot see, wins.
    document.cookie = `${storage.guessCookie}=; max-age=0; path=${settings.base}`;
    wanted = supported(stored('localStorage')) ?? supported(stored('sessionStorage'));
    if (wanted && wanted !== urlLanguage) keep(wanted);
  }
  const search = params.toString();
  const query = search ? `?${search}` : '';
  if (!wanted || wanted === urlLanguage) {
    if (hadQuery)
      history.replaceState(history.state, '', safePath(location.pathname) + query + location.hash);
    return;
  }
  const path = urlLanguage === fallback ? pathname : pathname.slice(first.length + 1) || '/';
  // The same page in the other language, as the page's alternates name it (ahead of this script in the head): its
  // URL words and category slug there. A page without any (the not-found page) keeps its path in that folder.
  const alternate = document
    .querySelector(`link[rel="alternate"][hreflang="${wanted}"]`)
    ?.getAttribute('href');
  // A page with alternates but none in that language (a post not written in it) stays: it has no page there.
  if (!alternate && document.querySelector('link[rel="alternate"][hreflang]')) {
    if (hadQuery)
      history.replaceState(history.state, '', safePath(location.pathname) + query + location.hash);
    return;
  }
  const target = alternate
    ? new URL(alternate, 'https://site.invalid').pathname
    : `${folder}${wanted === fallback ? path : `/${wanted}/${path.slice(1)}`}`;
  // The parser goes on while the other page is on its way: nothing of this one is shown meanwhile.
  document.documentElement.hidden = true;
  location.replace(`${safePath(target)}${query}${location.hash}`);
}

/** The page's first inline script: `redirectToLanguage` with the site's languages. */
export const languageRedirectScript = () =>
  inlineScript(
    `(${redirectToLanguage.toString()})(window,${JSON.stringify(redirectSettings)},${sameOriginPath.toString()})`,
  );
