// @vitest-environment node
import { parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, videoOrigins } from '../server/security/content-security-policy';
import { metaPolicy } from '../server/security/security-headers';
import { elements } from './html-references';
import { withPolicyMeta } from './policy-meta';

const policy = contentSecurityPolicy({
  hashes: { scripts: ["'sha256-a+b/c='"], styles: [], styleAttributes: [] },
  origins: videoOrigins([{ kind: 'youtube', id: 'dQw4w9WgXcQ' }]),
});
const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script>go()</script>
    <style>a{}</style>
  </head>
  <body><script>later()</script></body>
</html>`;

describe('the policy in the page, for hosts that send no headers', () => {
  it('is the first thing after the charset, before any script or style, as the browser reads it', () => {
    const tags = [...elements(parse(withPolicyMeta(page, policy)))].filter((element) =>
      ['meta', 'script', 'style'].includes(element.tagName),
    );
    const attribute = (index: number, name: string) =>
      tags[index]?.attrs.find((attr) => attr.name === name)?.value;
    expect(attribute(0, 'charset')).toBe('UTF-8');
    expect(attribute(1, 'http-equiv')).toBe('Content-Security-Policy');
    expect(attribute(1, 'content')).toBe(metaPolicy(policy));
    expect(tags.filter((tag) => attribute(tags.indexOf(tag), 'http-equiv'))).toHaveLength(1);
  });

  it('fails the build on a page without the charset it follows', () => {
    expect(() => withPolicyMeta(page.replace('<meta charset="UTF-8" />', ''), policy)).toThrow('charset');
  });
});
