import { describe, expect, it, vi } from 'vitest';
import { sameOriginPath } from '../../src/lib/language-path';
import {
  fallbackLanguage,
  regionalTag,
  secondLanguage,
  singleLanguage,
  unknownLanguage,
} from '../../src/test/languages';
import { redirectSettings, redirectToLanguage } from './language-redirect';

// The fallback language (`F`, at the plain paths) and another (`S`, under `/<code>/`), their regional tags as a
// browser sends them, and a language no site has (`X`).
const F = fallbackLanguage;
const S = secondLanguage;
const Fx = regionalTag(F);
const Sx = regionalTag(S);
const X = unknownLanguage;

interface Visit {
  url: string;
  cookie?: string;
  local?: string;
  session?: string;
  browser?: string[];
  blockedStorage?: boolean;
  /** The site's folder, if not the origin's root. */
  base?: string;
  /** The page's alternates (`<link rel="alternate" hreflang>` ahead of the script): language → URL. */
  alternates?: Record<string, string>;
}

/** Runs the script on a page at `url` for a visitor with these preferences: where it sends them, what it stores. */
function visit({
  url,
  cookie = '',
  local,
  session,
  browser = [Fx],
  blockedStorage,
  base,
  alternates,
}: Visit) {
  const { pathname, search, hash } = new URL(url, 'https://site.example');
  const replace = vi.fn<(url: string) => void>();
  const replaceState = vi.fn<(state: unknown, unused: string, url: string) => void>();
  const kept = new Map<string, string>();
  const area = (value: string | undefined) => ({
    getItem: () => {
      if (blockedStorage) throw new DOMException('blocked', 'SecurityError');
      return value ?? null;
    },
    setItem: (key: string, item: string) => kept.set(key, item),
  });
  const localStorage = area(local);
  const document = {
    cookie,
    documentElement: { hidden: false },
    querySelector: (selector: string) => {
      const href = Object.entries(alternates ?? {}).find(([code]) =>
        selector.includes(`hreflang="${code}"`),
      )?.[1];
      return href ? { getAttribute: (name: string) => (name === 'href' ? href : null) } : null;
    },
  };
  const w = {
    location: { pathname, search, hash, replace },
    history: { state: null, replaceState },
    document,
    navigator: { languages: browser, language: browser[0] ?? '' },
    localStorage,
    sessionStorage: area(session),
  };
  redirectToLanguage(w as unknown as Window, { ...redirectSettings, base: base ?? '/' }, sameOriginPath);
  return {
    to: replace.mock.calls[0]?.[0],
    rewritten: replaceState.mock.calls[0]?.[2],
    stored: kept.get('language') ?? null,
    cookie: document.cookie,
    hidden: document.documentElement.hidden,
  };
}

// A site with one language has no other URL to send a visitor to.
describe.skipIf(singleLanguage)('the language redirect before the first paint', () => {
  it('leaves a visitor with no preference, or one for the fallback language, at its URL', () => {
    expect(visit({ url: '/proyectos' })).toMatchObject({ to: undefined, hidden: false });
    expect(visit({ url: '/', browser: [`${X}-ZZ`, X] }).to).toBeUndefined();
    expect(visit({ url: '/', cookie: `i18next=${F}`, browser: [Sx] }).to).toBeUndefined();
  });

  it.each<[string, Visit]>([
    ['the cookie', { url: '/', cookie: `other=1; i18next=${S}` }],
    ['local storage', { url: '/', local: S }],
    ['session storage', { url: '/', session: Sx }],
    ["the browser's languages", { url: '/', browser: [`${X}-ZZ`, Sx, F] }],
  ])(
    'sends a visitor whose %s names the second language to its URL, showing nothing of this page meanwhile',
    (_source, preferences) => {
      expect(visit(preferences)).toMatchObject({ to: `/${S}/`, hidden: true });
    },
  );

  it('reads the sources in the spec order: the first that names a supported language wins', () => {
    expect(visit({ url: '/', cookie: `i18next=${X}`, local: S, browser: [F] }).to).toBe(`/${S}/`);
    expect(visit({ url: '/', cookie: `i18next=${F}`, local: S }).to).toBeUndefined();
    expect(visit({ url: '/', local: F, session: S }).to).toBeUndefined();
    expect(visit({ url: '/', blockedStorage: true, local: S, browser: [S] }).to).toBe(`/${S}/`);
  });

  it("goes to the page's URL in that language as its alternates name it (its words there), keeping query and fragment", () => {
    const alternates = {
      [S]: `https://site.example/${S}/projekte/web-anwendungen`,
      [F]: 'https://site.example/proyectos/web',
    };
    expect(visit({ url: '/proyectos/web?x=1#top', browser: [S], alternates }).to).toBe(
      `/${S}/projekte/web-anwendungen?x=1#top`,
    );
    expect(visit({ url: `/${S}/projekte/web-anwendungen?lng=${F}`, alternates }).to).toBe('/proyectos/web');
    // Published in a folder, the alternates name it already.
    const inFolder = { [S]: `https://site.example/portfolio/${S}/lebenslauf` };
    expect(visit({ url: '/portfolio/cv', browser: [S], alternates: inFolder, base: '/portfolio/' }).to).toBe(
      `/portfolio/${S}/lebenslauf`,
    );
  });

  it('keeps the page, its query and its fragment', () => {
    expect(visit({ url: '/proyectos/web?x=1#top', browser: [S] }).to).toBe(`/${S}/proyectos/web?x=1#top`);
  });

  it('leaves a URL in the second language as it is whatever else the visitor prefers: the URL says its language', () => {
    expect(visit({ url: `/${S}/proyectos`, cookie: `i18next=${F}`, browser: [F] }).to).toBeUndefined();
  });

  it("lets a stored choice win over the server's guess from the browser's languages (its guess cookie), and keeps it", () => {
    const guessed = visit({
      url: `/${S}/proyectos#a`,
      cookie: `i18next-guess=${S}`,
      local: F,
      browser: [Sx],
    });
    expect(guessed.to).toBe('/proyectos#a');
    expect(guessed.cookie).toBe(`i18next=${F}; max-age=31536000; path=/; SameSite=Lax`);
    expect(visit({ url: `/${S}/`, cookie: `i18next-guess=${S}`, session: F, browser: [Sx] }).to).toBe('/');
    // Nothing stored, or the guess already right: the page stays; without a guess, the URL decides.
    expect(visit({ url: `/${S}/`, cookie: `i18next-guess=${S}`, browser: [Sx] }).to).toBeUndefined();
    expect(visit({ url: `/${S}/`, cookie: `i18next-guess=${S}`, local: S }).to).toBeUndefined();
    expect(visit({ url: `/${S}/`, local: F, browser: [Sx] }).to).toBeUndefined();
  });

  it('follows ?lng= on any URL, stores it as the choice, and drops it', () => {
    const toSecond = visit({ url: `/proyectos?lng=${S}&x=1#a`, cookie: `i18next=${F}` });
    expect(toSecond.to).toBe(`/${S}/proyectos?x=1#a`);
    expect(toSecond.stored).toBe(S);
    expect(toSecond.cookie).toBe(`i18next=${S}; max-age=31536000; path=/; SameSite=Lax`);

    expect(visit({ url: `/${S}/?lng=${F}`, browser: [S] }).to).toBe('/');
    expect(visit({ url: `/${S}/proyectos/web?lng=${F}` }).to).toBe('/proyectos/web');
    // Already there: only the parameter goes, without a reload.
    const there = visit({ url: `/${S}/proyectos?lng=${S}#b` });
    expect(there.to).toBeUndefined();
    expect(there.rewritten).toBe(`/${S}/proyectos#b`);
  });

  it('reads on past a ?lng= that names no supported language', () => {
    const unknown = visit({ url: `/?lng=${X}`, browser: [S] });
    expect(unknown.to).toBe(`/${S}/`);
    expect(unknown.stored).toBeNull();
  });

  it('never goes to, nor writes, a URL of another origin', () => {
    expect(visit({ url: `https://site.example/${S}//evil.com?lng=${F}` }).to).toBe('/evil.com');
    expect(visit({ url: 'https://site.example//evil.com', browser: [S] }).to).toBe(`/${S}//evil.com`);
    expect(visit({ url: `https://site.example//evil.com?lng=${F}` }).rewritten).toBe('/evil.com');
  });

  it("reads and writes the language's folder inside the site's folder (a GitHub Pages project site)", () => {
    const base = '/portfolio/';
    expect(visit({ url: '/portfolio/proyectos?x=1#top', browser: [Sx], base }).to).toBe(
      `/portfolio/${S}/proyectos?x=1#top`,
    );
    expect(visit({ url: `/portfolio/${S}/proyectos`, browser: [Sx], base }).to).toBeUndefined();
    expect(visit({ url: `/portfolio/${S}/proyectos?lng=${F}`, base }).to).toBe('/portfolio/proyectos');
    expect(visit({ url: '/portfolio/', local: S, base }).to).toBe(`/portfolio/${S}/`);
    // The choice is kept for the site's folder only, not for the other sites of its host.
    expect(visit({ url: `/portfolio/?lng=${S}`, base }).cookie).toBe(
      `i18next=${S}; max-age=31536000; path=/portfolio/; SameSite=Lax`,
    );
  });
});
