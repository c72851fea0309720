import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageRouter, useLanguageUrl } from '@/i18n/language-router';
import type { Language } from '@/i18n/languages';
import { ENGLISH as EN, GERMAN as DE } from '@/test/url-words';
import { LanguageSwitcher } from './language-switcher';

// On the tests' own site (src/test/url-words.ts), German says its URLs in its own words and a category in its own
// slug: the switcher leads to the same page there, by its route and parameters, not by a prefix added to the path.
vi.mock('../../../content/languages', () => import('@/test/url-words').then((m) => m.languagesModule));
vi.mock('../../../content/categories', () => import('@/test/url-words').then((m) => m.categoriesModule));

/** What the router gives the page to move its URL to another language, kept for the test to call. */
const mover: { move: (language: Language) => void } = { move: () => undefined };
function Mover() {
  const { moveTo } = useLanguageUrl();
  useEffect(() => {
    mover.move = moveTo;
  }, [moveTo]);
  return null;
}

/** An i18next instance without texts: the fixture's languages have none, and the links are what is checked. */
function bareI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({ lng: EN, resources: {}, initAsync: false });
  return i18n;
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(
    <I18nextProvider i18n={bareI18n()}>
      <LanguageRouter>
        <LanguageSwitcher />
        <Mover />
      </LanguageRouter>
    </I18nextProvider>,
  );
}

const here = () => window.location.pathname + window.location.search + window.location.hash;

describe('the language switch on a language with URL words of its own', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("links each page to the same page in the other language's words (the switch without JavaScript)", () => {
    for (const [from, to] of [
      ['/proyectos/web-apps/pagina/2?x=1', '/de/projekte/web-anwendungen/seite/2?x=1'],
      ['/web-apps/shop', '/de/web-anwendungen/shop'],
      ['/cv#top', '/de/lebenslauf#top'],
      ['/', '/de/'],
    ] as const) {
      const { container, unmount } = renderAt(from);
      expect(container.querySelector(`a[hreflang="${DE}"]`)?.getAttribute('href'), from).toBe(to);
      unmount();
    }
  });

  it('moves the URL to the same page in the other language, both ways', () => {
    renderAt('/proyectos/web-apps?lng=de&x=1#top');
    act(() => mover.move(DE));
    expect(here()).toBe('/de/projekte/web-anwendungen?x=1#top');
    act(() => mover.move(EN));
    expect(here()).toBe('/proyectos/web-apps?x=1#top');
    window.history.replaceState(null, '', '/de/nicht-gefunden');
    act(() => mover.move(EN));
    expect(here()).toBe('/not-found');
    // A path of no route keeps its words: it is not found in either language.
    window.history.replaceState(null, '', '/de/no/such/page');
    act(() => mover.move(EN));
    expect(here()).toBe('/no/such/page');
  });
});
