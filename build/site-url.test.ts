// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteUrl } from './site-url';

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
      'SITE_URL: "https://x.example/a?b" must be an origin without a path',
    );
  });
});
