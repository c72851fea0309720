import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createI18n } from '@/i18n/create-i18n';
import { fallbackLanguage, type Language } from '@/i18n/languages';
import { StaticLanguageUrl } from '@/i18n/language-router';

/**
 * The shared render helper of component tests: `ui` at `path` (in `language`'s URL words, within its folder), with a
 * memory router in that language and an i18next instance in it, whose texts `texts` extends by namespace (the tests'
 * own, such as the name of a network of their own).
 */
export function renderAt(
  ui: ReactNode,
  {
    path = '/',
    language = fallbackLanguage,
    texts = {},
  }: { path?: string; language?: Language; texts?: Record<string, object> } = {},
) {
  const i18n = createI18n(language);
  for (const [namespace, bundle] of Object.entries(texts))
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  return {
    i18n,
    ...render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <StaticLanguageUrl language={language}>{ui}</StaticLanguageUrl>
        </MemoryRouter>
      </I18nextProvider>,
    ),
  };
}

/** jsdom lays nothing out and lacks the observers and media queries that the carousel library asks for. */
export function stubLayout() {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
