// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sha256Source } from '../server/security/content-security-policy';
import { inlineScript, writtenScriptHashes } from './inline/inline-script';
import { inlineContent, pagesPolicy } from './pages-policy';

const origins = { media: [], frames: [], images: [] };

describe('inline scripts and the policy the build writes', () => {
  it('notes the hash of each inline script where it is written', () => {
    expect(inlineScript('boot()')).toBe('<script>boot()</script>');
    expect(writtenScriptHashes()).toContain(sha256Source('boot()'));
  });

  it('reads inline scripts, style elements and style attributes as the browser does, but not external scripts or data', () => {
    const found = inlineContent(
      '<script type="module" src="/assets/a.js"></script><script>boot()</script>' +
        '<script type="application/ld+json">{"@type":"Person"}</script><script type="module">go()</script>' +
        '<style>.a{color:red}</style><div style="width:50%"></div><p style="content:&quot;x&quot;"></p>' +
        '<noscript><svg><use style="fill:red"></use></svg></noscript><script> </script>',
    );
    expect([...found.scripts]).toEqual(['boot()', 'go()']);
    expect([...found.styles]).toEqual(['.a{color:red}']);
    expect([...found.styleAttributes].toSorted()).toEqual(['content:"x"', 'fill:red', 'width:50%']);
  });

  it('writes the scripts by their noted hashes and the styles by what the pages hold', () => {
    const html = `<head>${inlineScript('start()')}</head><body><p style="color:red">x</p></body>`;
    const policy = pagesPolicy([{ file: 'index.html', html }], origins);
    expect(policy.scriptSrc).toContain(sha256Source('start()'));
    expect(policy.scriptSrc).not.toContain("'unsafe-inline'");
    expect(policy.styleSrc).toEqual(["'self'", "'unsafe-hashes'", sha256Source('color:red')]);
  });

  it('fails the build on an inline script that was not written by inlineScript, naming the page', () => {
    const html = `<head>${inlineScript('start()')}</head><body><script>evil()</script></body>`;
    expect(() => pagesPolicy([{ file: 'es/index.html', html }], origins)).toThrow(
      `es/index.html: inline script ${sha256Source('evil()')}`,
    );
  });
});
