import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { fallbackLanguage, secondLanguage, singleLanguage } from '@/test/languages';
import { localizedPath, sameOriginPath, splitLanguagePath } from './language-path';

// The fallback language (`F`, at the plain paths) and another (`S`, under `/<code>/`).
const F = fallbackLanguage;
const S = secondLanguage;

describe('language paths', () => {
  it('reads any path without a language folder in the fallback language', () => {
    expect(splitLanguagePath('/proyectos')).toEqual({ language: F, path: '/proyectos' });
    // The fallback language has no folder: /en/… is a path like any other (a project `en/x`, not found).
    expect(splitLanguagePath(`/${F}/proyectos`)).toEqual({ language: F, path: `/${F}/proyectos` });
  });

  it.skipIf(singleLanguage)('reads the language from the first segment', () => {
    expect(splitLanguagePath(`/${S}/proyectos/web`)).toEqual({ language: S, path: '/proyectos/web' });
    expect(splitLanguagePath(`/${S}/`)).toEqual({ language: S, path: '/' });
    expect(splitLanguagePath(`/${S}`)).toEqual({ language: S, path: '/' });
    // A segment that only starts with the code (`/espacio`) is no language folder.
    expect(splitLanguagePath(`/${S}pacio/x`)).toEqual({ language: F, path: `/${S}pacio/x` });
  });

  it('writes a page in a language, and reads back what it wrote', () => {
    expect(localizedPath('/proyectos', F)).toBe('/proyectos');
    for (const path of ['/', '/proyectos', '/a/b', '/not-found'])
      for (const language of languages)
        expect(splitLanguagePath(localizedPath(path, language))).toEqual({ language, path });
  });

  it.skipIf(singleLanguage)("writes a page in another language under that language's folder", () => {
    expect(localizedPath('/', S)).toBe(`/${S}/`);
    expect(localizedPath('/proyectos', S)).toBe(`/${S}/proyectos`);
  });

  it('never writes a path that names another origin: leading slashes and backslashes count as one', () => {
    for (const path of ['//evil.com', '/\\evil.com', '\\/evil.com', '///evil.com'])
      for (const language of languages)
        expect(localizedPath(path, language)).toBe(`${localizedPath('/', language)}evil.com`);
    expect(localizedPath('//evil.com', F)).toBe('/evil.com');
  });
});

describe('redirect targets', () => {
  it.each([
    ['//evil.com', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['/%5Cevil.com', '/%5Cevil.com'],
    ['/es/\r\nX:1', '/es/%0D%0AX:1'],
    ['/a b/caf\u00e9', '/a%20b/caf%C3%A9'],
    ['/es/proyectos/web', '/es/proyectos/web'],
    ['', '/'],
  ])('%j goes to %j, on this origin and fit for a header', (path, target) => {
    expect(sameOriginPath(path)).toBe(target);
    expect(() => new Headers({ Location: target })).not.toThrow();
    expect(new URL(target, 'https://site.example').origin).toBe('https://site.example');
  });
});
