// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, isDataBlock, readPolicy, videoOrigins } from './content-security-policy';
import { metaPolicy, policyHeader } from './security-headers';

const none = { scripts: [], styles: [], styleAttributes: [] };
const dir = mkdtempSync(join(tmpdir(), 'csp-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('content security policy', () => {
  it('stays strict while nothing is inline and no video needs an outside origin', () => {
    const policy = contentSecurityPolicy({
      hashes: none,
      origins: videoOrigins([{ kind: 'file', src: '/videos/a.mp4', poster: '/videos/a.webp' }]),
    });
    expect(policy.scriptSrc).toEqual(["'self'"]);
    expect(policy.styleSrc).toEqual(["'self'"]);
    expect(policy.frameSrc).toEqual(["'none'"]);
    expect(policy.mediaSrc).toEqual(["'self'"]);
  });

  it('allows the video hosts the projects use, and style attributes only by hash', () => {
    const policy = contentSecurityPolicy({
      hashes: { scripts: ["'sha256-b'", "'sha256-a'"], styles: [], styleAttributes: ["'sha256-x'"] },
      origins: videoOrigins([
        { kind: 'youtube', id: 'dQw4w9WgXcQ' },
        { kind: 'file', src: 'https://media.example.com/v/a.mp4', poster: '/videos/a.webp' },
      ]),
    });
    expect(policy.scriptSrc).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policy.frameSrc).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com']);
    expect(policy.mediaSrc).toEqual(["'self'", 'https://media.example.com']);
    expect(policy.styleSrc).toEqual(["'self'", "'unsafe-hashes'", "'sha256-x'"]);
  });

  it('names in a meta tag the policy the header sends, without what a meta tag cannot carry', () => {
    const policy = contentSecurityPolicy({ hashes: none, origins: videoOrigins([]) });
    const header = policyHeader(policy).split('; ');
    expect(header).toContain("frame-ancestors 'none'");
    expect(metaPolicy(policy).split('; ')).toEqual(header.filter((d) => !d.startsWith('frame-ancestors ')));
  });

  it.each([
    ['type="application/ld+json"', true],
    ['type="application/json" id="x"', true],
    ['', false],
    ['type="module"', false],
    ['type="text/javascript"', false],
    ['type="text/ecmascript"', false],
    ['type="importmap"', false],
  ])('counts <script %s> as a data block: %s', (attributes, expected) => {
    expect(isDataBlock(attributes)).toBe(expected);
  });

  it('is read from the build, and refused when missing, malformed or allowing inline code', () => {
    const file = join(dir, 'policy.json');
    const policy = contentSecurityPolicy({ hashes: none, origins: videoOrigins([]) });
    writeFileSync(file, JSON.stringify(policy));
    expect(readPolicy(file)).toEqual(policy);
    expect(() => readPolicy(join(dir, 'missing.json'))).toThrow('npm run build writes it');
    writeFileSync(file, JSON.stringify({ ...policy, scriptSrc: [] }));
    expect(() => readPolicy(file)).toThrow('is not a Content-Security-Policy');
    writeFileSync(file, JSON.stringify({ ...policy, scriptSrc: ["'self'", "'unsafe-inline'"] }));
    expect(() => readPolicy(file)).toThrow('allows inline code');
  });
});
