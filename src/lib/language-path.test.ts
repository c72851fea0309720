import { describe, expect, it } from 'vitest';
import { localizedPath, sameOriginPath, splitLanguagePath } from './language-path';

describe('language paths', () => {
  it('reads the language from the first segment, the fallback language elsewhere', () => {
    expect(splitLanguagePath('/es/proyectos/web')).toEqual({ language: 'es', path: '/proyectos/web' });
    expect(splitLanguagePath('/es/')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/es')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/proyectos')).toEqual({ language: 'en', path: '/proyectos' });
    // The fallback language has no folder: /en/… is a path like any other (a project `en/x`, not found).
    expect(splitLanguagePath('/en/proyectos')).toEqual({ language: 'en', path: '/en/proyectos' });
    expect(splitLanguagePath('/espacio/x')).toEqual({ language: 'en', path: '/espacio/x' });
  });

  it('writes a page in a language, and reads back what it wrote', () => {
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/proyectos', 'es')).toBe('/es/proyectos');
    expect(localizedPath('/proyectos', 'en')).toBe('/proyectos');
    for (const path of ['/', '/proyectos', '/a/b', '/not-found'])
      for (const language of ['en', 'es'] as const)
        expect(splitLanguagePath(localizedPath(path, language))).toEqual({ language, path });
  });

  it('never writes a path that names another origin: leading slashes and backslashes count as one', () => {
    for (const path of ['//evil.com', '/\\evil.com', '\\/evil.com', '///evil.com'])
      expect(localizedPath(path, 'en')).toBe('/evil.com');
    expect(localizedPath('//evil.com', 'es')).toBe('/es/evil.com');
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
