import '@/styles/app.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createBrowserI18n, setDocumentLanguage } from '@/i18n/browser-i18n';
import { fallbackLanguage, toLanguage } from '@/i18n/languages';
import { hydrateDeferredPartsWhenNear } from '@/lib/lazy-part';
import { AppProviders } from './app-providers';
import { AppRoutes, matchPath, preloadScreens } from './routes';

/** Lets the browser handle input and paint before the next piece of work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const prerendered = toLanguage(document.documentElement.lang);
  // The texts and the screen load side by side; a screen that fails here is shown by the error boundary instead.
  const { pathname } = window.location;
  const [i18n] = await Promise.all([
    createBrowserI18n(matchPath(pathname).namespaces),
    preloadScreens(pathname).catch(() => undefined),
  ]);
  const language = toLanguage(i18n.resolvedLanguage) ?? fallbackLanguage;
  setDocumentLanguage(language);

  const app = (
    <AppProviders i18n={i18n}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  // A task of its own for hydration, apart from the one that read the texts: shorter tasks, a page that answers.
  await yieldToMain();
  // Hydrate HTML prerendered in the language shown; on a static host that served another language, render afresh.
  if (container.firstElementChild && prerendered === language) {
    hydrateDeferredPartsWhenNear();
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
}

void boot();
