// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PageBody } from './page-store';

const dir = mkdtempSync(join(tmpdir(), 'page-store-test-'));
const html = `<!doctype html><html lang="en"><body>${'<p>Hello</p>'.repeat(500)}</body></html>`;
writeFileSync(join(dir, 'page.html'), html);
writeFileSync(join(dir, 'page.html.br'), 'brotli copy');
writeFileSync(join(dir, 'page.html.gz'), 'gzip copy');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sent = (page: PageBody, acceptEncoding: string) => {
  const { encoding, bytes } = page.encode(acceptEncoding);
  return [encoding, Buffer.from(bytes).toString()];
};

describe('page body', () => {
  it('sends the copies the build wrote: brotli first, then gzip, else the page itself', () => {
    const page = new PageBody(join(dir, 'page.html'));
    expect(sent(page, 'gzip, deflate, br, zstd')).toEqual(['br', 'brotli copy']);
    expect(sent(page, 'gzip')).toEqual(['gzip', 'gzip copy']);
    expect(sent(page, 'identity')).toEqual([undefined, html]);
    expect(sent(page, '')).toEqual([undefined, html]);
  });

  it('refuses to start without a compressed copy, naming it', () => {
    writeFileSync(join(dir, 'bare.html'), html);
    writeFileSync(join(dir, 'bare.html.br'), 'brotli copy');
    expect(() => new PageBody(join(dir, 'bare.html'))).toThrow(`${join(dir, 'bare.html.gz')} is missing`);
  });
});
