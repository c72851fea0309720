import { describe, expect, it } from 'vitest';
import { sitePath, withBase } from './base-path';

describe("the site's folder", () => {
  it('puts a root-relative path of the site in the folder, and leaves any other URL as it is', () => {
    expect(withBase('/images/a.webp', '/portfolio/')).toBe('/portfolio/images/a.webp');
    expect(withBase('/', '/portfolio/')).toBe('/portfolio/');
    expect(withBase('/es/proyectos', '/')).toBe('/es/proyectos');
    for (const other of ['https://cdn.example/a.png', '//host/a.png', 'mailto:a@b.c', '#top'])
      expect(withBase(other, '/portfolio/')).toBe(other);
  });

  it("reads a path in the folder as the site's routes name it, and nothing outside it", () => {
    expect(sitePath('/portfolio/es/proyectos', '/portfolio/')).toBe('/es/proyectos');
    expect(sitePath('/portfolio/', '/portfolio/')).toBe('/');
    expect(sitePath('/portfolio', '/portfolio/')).toBeUndefined();
    expect(sitePath('/es/', '/portfolio/')).toBeUndefined();
    expect(sitePath('/es/', '/')).toBe('/es/');
  });
});
