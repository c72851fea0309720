// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes, videoOrigins } from './content-security-policy';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('content security policy', () => {
  it('hashes inline scripts, style elements and style attributes, but not external scripts', () => {
    const hashes = inlineHashes([
      '<script type="module" src="/assets/a.js"></script><script>boot()</script>',
      '<script type="application/ld+json">{"@type":"Person"}</script><script type="module">go()</script>',
      '<style>.a{color:red}</style><div style="width:50%"></div><p style="content:&quot;x&quot;"></p>',
      '<script>boot()</script>',
    ]);
    expect(hashes).toEqual({
      scripts: [hash('boot()'), hash('go()')].toSorted(),
      styles: [hash('.a{color:red}')],
      styleAttributes: [hash('content:"x"'), hash('width:50%')].toSorted(),
    });
  });

  it('stays strict while nothing is inline and no video needs an outside origin', () => {
    const policy = contentSecurityPolicy({
      hashes: { scripts: [], styles: [], styleAttributes: [] },
      origins: videoOrigins([{ kind: 'file', src: '/videos/a.mp4', poster: '/videos/a.webp' }]),
    });
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.styleSrc).toEqual(["'self'"]);
    expect(policy.frameSrc).toEqual(["'none'"]);
    expect(policy.mediaSrc).toEqual(["'self'"]);
  });

  it('allows the video hosts the projects use, and style attributes only by hash', () => {
    const policy = contentSecurityPolicy({
      hashes: { scripts: [], styles: [], styleAttributes: ["'sha256-x'"] },
      origins: videoOrigins([
        { kind: 'youtube', id: 'dQw4w9WgXcQ' },
        { kind: 'file', src: 'https://media.example.com/v/a.mp4', poster: '/videos/a.webp' },
      ]),
    });
    expect(policy.frameSrc).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(policy.mediaSrc).toEqual(["'self'", 'https://media.example.com']);
    expect(policy.styleSrc).toEqual(["'self'", "'unsafe-hashes'", "'sha256-x'"]);
  });
});
