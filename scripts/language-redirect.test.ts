import { describe, expect, it, vi } from 'vitest';
import { sameOriginPath } from '../src/lib/language-path';
import { redirectSettings, redirectToLanguage } from './language-redirect';

interface Visit {
  url: string;
  cookie?: string;
  local?: string;
  session?: string;
  browser?: string[];
  blockedStorage?: boolean;
}

/** Runs the script on a page at `url` for a visitor with these preferences: where it sends them, what it stores. */
function visit({ url, cookie = '', local, session, browser = ['en-US'], blockedStorage }: Visit) {
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
  const document = { cookie, documentElement: { hidden: false } };
  const w = {
    location: { pathname, search, hash, replace },
    history: { state: null, replaceState },
    document,
    navigator: { languages: browser, language: browser[0] ?? '' },
    localStorage,
    sessionStorage: area(session),
  };
  redirectToLanguage(w as unknown as Window, redirectSettings, sameOriginPath);
  return {
    to: replace.mock.calls[0]?.[0],
    rewritten: replaceState.mock.calls[0]?.[2],
    stored: kept.get('language') ?? null,
    cookie: document.cookie,
    hidden: document.documentElement.hidden,
  };
}

describe('the language redirect before the first paint', () => {
  it('leaves a visitor with no preference, or one for English, at the English URL', () => {
    expect(visit({ url: '/proyectos' })).toMatchObject({ to: undefined, hidden: false });
    expect(visit({ url: '/', browser: ['fr-FR', 'de'] }).to).toBeUndefined();
    expect(visit({ url: '/', cookie: 'i18next=en', browser: ['es-MX'] }).to).toBeUndefined();
  });

  it.each<[string, Visit]>([
    ['the cookie', { url: '/', cookie: 'other=1; i18next=es' }],
    ['local storage', { url: '/', local: 'es' }],
    ['session storage', { url: '/', session: 'es-MX' }],
    ["the browser's languages", { url: '/', browser: ['fr-FR', 'es-MX', 'en'] }],
  ])(
    'sends a visitor whose %s says Spanish to the Spanish URL, showing nothing of this page meanwhile',
    (_source, preferences) => {
      expect(visit(preferences)).toMatchObject({ to: '/es/', hidden: true });
    },
  );

  it('reads the sources in the spec order: the first that names a supported language wins', () => {
    expect(visit({ url: '/', cookie: 'i18next=fr', local: 'es', browser: ['en'] }).to).toBe('/es/');
    expect(visit({ url: '/', cookie: 'i18next=en', local: 'es' }).to).toBeUndefined();
    expect(visit({ url: '/', local: 'en', session: 'es' }).to).toBeUndefined();
    expect(visit({ url: '/', blockedStorage: true, local: 'es', browser: ['es'] }).to).toBe('/es/');
  });

  it('keeps the page, its query and its fragment', () => {
    expect(visit({ url: '/proyectos/web?x=1#top', browser: ['es'] }).to).toBe('/es/proyectos/web?x=1#top');
  });

  it('leaves a Spanish URL as it is whatever else the visitor prefers: the URL says its language', () => {
    expect(visit({ url: '/es/proyectos', cookie: 'i18next=en', browser: ['en'] }).to).toBeUndefined();
  });

  it('follows ?lng= on any URL, stores it as the choice, and drops it', () => {
    const toSpanish = visit({ url: '/proyectos?lng=es&x=1#a', cookie: 'i18next=en' });
    expect(toSpanish.to).toBe('/es/proyectos?x=1#a');
    expect(toSpanish.stored).toBe('es');
    expect(toSpanish.cookie).toMatch(/^i18next=es; max-age=31536000; path=\/; SameSite=Lax$/);

    expect(visit({ url: '/es/?lng=en', browser: ['es'] }).to).toBe('/');
    expect(visit({ url: '/es/proyectos/web?lng=en' }).to).toBe('/proyectos/web');
    // Already there: only the parameter goes, without a reload.
    const there = visit({ url: '/es/proyectos?lng=es#b' });
    expect(there.to).toBeUndefined();
    expect(there.rewritten).toBe('/es/proyectos#b');
  });

  it('reads on past a ?lng= that names no supported language', () => {
    const unknown = visit({ url: '/?lng=fr', browser: ['es'] });
    expect(unknown.to).toBe('/es/');
    expect(unknown.stored).toBeNull();
  });

  it('never goes to, nor writes, a URL of another origin', () => {
    expect(visit({ url: 'https://site.example/es//evil.com?lng=en' }).to).toBe('/evil.com');
    expect(visit({ url: 'https://site.example//evil.com', browser: ['es'] }).to).toBe('/es//evil.com');
    expect(visit({ url: 'https://site.example//evil.com?lng=en' }).rewritten).toBe('/evil.com');
  });
});
