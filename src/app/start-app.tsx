import { startTransition } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { createBrowserI18n, setDocumentLanguage } from '@/i18n/browser-i18n';
import { fallbackLanguage, toLanguage } from '@/i18n/languages';
import { withBase, sitePath } from '@/lib/base-path';
import { languageBasename, splitLanguagePath } from '@/lib/language-path';
import { releaseEarlyInput } from '@/boot/early-input';
import { hydrateDeferredPartsWhenNear } from '@/boot/lazy-part';
import { DownloadError } from '@/boot/retry-import';
import { AppProviders } from './app-providers';
import { LanguageRouter } from '@/i18n/language-router';
import { AppRoutes, preloadScreen, renderedNamespaces } from './routes';
import { yieldToMain } from '@/lib/yield-to-main';
import { measureNearPartsWhenIdle } from '@/lib/near-parts';

/**
 * React's report of a part it rendered afresh because hydrating it failed. A failed download is no surprise there:
 * the part's error boundary already says so to the visitor (and React has logged it), so only other causes are reported.
 */
function onRecoverableError(error: unknown) {
  if (error instanceof Error && error.cause instanceof DownloadError) return;
  reportError(error);
}

/**
 * Reads the texts and the screen of the page, in the URL's language, then hydrates the prerendered HTML, or renders
 * afresh when the page holds another language than its URL's (a static host's one not-found page).
 */
export async function startApp({ createRoot, hydrateRoot }: typeof ReactDomClient) {
  // Running this module's graph (the router, i18next) was a task of its own; reading the texts is the next one.
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  measureNearPartsWhenIdle();
  const prerendered = toLanguage(document.documentElement.lang);
  // The texts and the screen load side by side, each started in a task of its own.
  // A language's home is `/es/`: `/es` (a host that does not add the slash) is moved there, where the router reads it.
  const { language: urlLanguage, path } = splitLanguagePath(
    sitePath(window.location.pathname) ?? window.location.pathname,
  );
  const home = withBase(languageBasename(urlLanguage));
  if (path === '/' && window.location.pathname !== home) {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${home}${search}${hash}`);
  }
  const pathname = path;
  const namespaces = renderedNamespaces(container, pathname, urlLanguage);
  const screens = preloadScreen(pathname, urlLanguage).then(
    () => true,
    () => false,
  );
  await yieldToMain();
  const [i18n, screensLoaded] = await Promise.all([createBrowserI18n(namespaces, urlLanguage), screens]);
  const language = toLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  // Without its texts or its screen's code the app would render keys in place of words, or the error screen in place
  // of the page: the prerendered page, complete and readable, with its links and its form working without code, is
  // the better page (an empty one, in development, gets the app and its error screen). Taps held for the app are let go.
  const complete = namespaces.every((namespace) => i18n.hasResourceBundle(language, namespace));
  if (container.firstElementChild && (!complete || !screensLoaded)) {
    releaseEarlyInput();
    return;
  }
  setDocumentLanguage(language);

  const app = (
    <AppProviders i18n={i18n}>
      <LanguageRouter>
        <AppRoutes />
      </LanguageRouter>
    </AppProviders>
  );
  // A task of its own for hydration, apart from the one that read the texts: shorter tasks, a page that answers.
  await yieldToMain();
  if (container.firstElementChild && prerendered === language) {
    hydrateDeferredPartsWhenNear();
    // As a transition, hydration renders in slices of a few milliseconds with the browser free in between; at the
    // default priority it is one long task that a tap during it has to wait for.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError });
    });
  } else createRoot(container).render(app);
}
