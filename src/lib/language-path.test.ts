import { describe, expect, it } from 'vitest';
import { localizedPath, splitLanguagePath } from './language-path';

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
});
