// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { basePath, siteUrl } from './site-url';

describe('the site URL', () => {
  it("is the owner's, from the content, unless SITE_URL overrides it for one build", () => {
    expect(siteUrl({}, 'https://owner.example')).toBe('https://owner.example');
    expect(siteUrl({ SITE_URL: '' }, 'https://owner.example/')).toBe('https://owner.example');
    expect(siteUrl({ SITE_URL: 'https://preview.example' }, 'https://owner.example')).toBe(
      'https://preview.example',
    );
  });

  it('fails naming where the wrong value is written', () => {
    expect(() => siteUrl({}, 'owner.example')).toThrow(
      'content/site.ts: url: "owner.example" is not an absolute URL',
    );
    expect(() => siteUrl({}, 'ftp://owner.example')).toThrow(
      'content/site.ts: url: "ftp://owner.example" must be an http(s) URL',
    );
    expect(() => siteUrl({ SITE_URL: 'https://x.example/a?b' }, 'https://owner.example')).toThrow(
      'SITE_URL: "https://x.example/a?b" must be an origin, or an origin and a path, without a query',
    );
    expect(() => siteUrl({ SITE_URL: 'https://x.example/a b/' }, 'https://owner.example')).toThrow(
      'SITE_URL: "https://x.example/a b/" has a path with characters a folder name cannot have',
    );
  });

  it('may name a folder of its origin (a GitHub Pages project site), which becomes the base path', () => {
    const project = { SITE_URL: 'https://user.example.github.io/portfolio/' };
    expect(siteUrl(project)).toBe('https://user.example.github.io/portfolio');
    expect(siteUrl({}, 'https://user.example.github.io/portfolio')).toBe(
      'https://user.example.github.io/portfolio',
    );
    expect(basePath(project)).toBe('/portfolio/');
    expect(basePath({ SITE_URL: 'https://x.example/a/b' })).toBe('/a/b/');
    expect(basePath({}, 'https://owner.example')).toBe('/');
  });
});
