import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, storeLanguage } from './detect-language';
import { LANGUAGE_STORAGE } from './languages';

const clearCookie = () => {
  document.cookie = `${LANGUAGE_STORAGE.cookie}=; max-age=0; path=/`;
};

/** Source `from` (in the spec's order) says Spanish, the ones before it name no supported language, the ones after it English. */
function sourcesFrom(from: number) {
  const say = (index: number) => (index < from ? 'fr' : index === from ? 'es-MX' : 'en');
  window.history.replaceState(null, '', `/?${LANGUAGE_STORAGE.query}=${say(0)}`);
  document.cookie = `${LANGUAGE_STORAGE.cookie}=${say(1)}; path=/`;
  localStorage.setItem(LANGUAGE_STORAGE.localStorage, say(2));
  sessionStorage.setItem(LANGUAGE_STORAGE.sessionStorage, say(3));
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', say(4)]);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(say(4));
  document.documentElement.lang = say(5);
}

describe('detectLanguage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    localStorage.clear();
    sessionStorage.clear();
    clearCookie();
    document.documentElement.lang = 'en';
  });

  it.each([
    [0, 'the lng query parameter'],
    [1, 'the i18next cookie'],
    [2, 'local storage'],
    [3, 'session storage'],
    [4, "the browser's languages"],
    [5, "the page's lang"],
  ])('takes the first source that names a supported language, before every later one: %i, %s', (from) => {
    sourcesFrom(from);
    expect(detectLanguage()).toBe('es');
  });

  it('falls back to English when nothing names a supported language', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'de']);
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR');
    document.documentElement.lang = '';
    expect(detectLanguage()).toBe('en');
  });

  it('reads on when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    sessionStorage.setItem(LANGUAGE_STORAGE.sessionStorage, 'es');
    expect(detectLanguage()).toBe('es');
  });
});

describe('storeLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    clearCookie();
  });

  it('keeps the language in local storage and a cookie that the next detection reads first', () => {
    storeLanguage('es');
    expect(localStorage.getItem(LANGUAGE_STORAGE.localStorage)).toBe('es');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE.cookie}=es`);
    localStorage.clear();
    expect(detectLanguage()).toBe('es');
  });
});
