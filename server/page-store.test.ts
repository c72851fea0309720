// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { PageBody } from './page-store';

const dir = mkdtempSync(join(tmpdir(), 'page-store-test-'));
const html = `<!doctype html><html lang="en"><body>${'<p>Hello</p>'.repeat(500)}</body></html>`;
writeFileSync(join(dir, 'page.html'), html);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('page body', () => {
  it('answers gzip while its brotli copy is being made, brotli once it is ready', async () => {
    const page = new PageBody(join(dir, 'page.html'));
    const first = await page.encode('gzip, deflate, br');
    expect(first.encoding).toBe('gzip');
    expect(gunzipSync(first.bytes).toString()).toBe(html);
    await expect.poll(async () => (await page.encode('gzip, br')).encoding).toBe('br');
    expect(brotliDecompressSync((await page.encode('br, gzip')).bytes).toString()).toBe(html);
  });

  it('waits for brotli when it is the only encoding accepted, and sends plain HTML when none is', async () => {
    const page = new PageBody(join(dir, 'page.html'));
    expect((await page.encode('br')).encoding).toBe('br');
    const plain = await page.encode('identity');
    expect(plain.encoding).toBeUndefined();
    expect(Buffer.from(plain.bytes).toString()).toBe(html);
  });

  it('uses the compressed copies written by the build', async () => {
    writeFileSync(join(dir, 'built.html'), html);
    writeFileSync(join(dir, 'built.html.br'), 'prebuilt');
    const page = new PageBody(join(dir, 'built.html'));
    const { encoding, bytes } = await page.encode('gzip, br');
    expect(encoding).toBe('br');
    expect(Buffer.from(bytes).toString()).toBe('prebuilt');
  });
});
