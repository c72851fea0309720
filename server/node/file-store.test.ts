// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TABLE_FILE } from '../core/file-table';
import { FileStore } from './file-store';
import { writeFileTable } from './published-files';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-store-'));
  for (const [name, text] of Object.entries({
    'a.txt': 'aaaaaa',
    'b.txt': 'bbbbbb',
    'c.txt': 'cccccc',
    'large.webm': '0123456789',
  }))
    writeFileSync(join(dir, name), text);
  writeFileTable(dir, join(dir, FILE_TABLE_FILE));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = async (body: Uint8Array | ReadableStream) =>
  body instanceof ReadableStream ? new Response(body).text() : Buffer.from(body).toString('utf8');

describe('the files on Node', () => {
  it('keeps files in memory within its budget, the least recently used out first', async () => {
    const store = new FileStore(dir, dir, { maxBytes: 12, maxFileBytes: 8 });
    for (const name of ['/a.txt', '/b.txt', '/a.txt'])
      expect(await text(store.read(name, undefined))).toBe(name[1]?.repeat(6));
    expect(store.memoryUsed()).toBe(12);
    // Changed on the disk: what is kept is sent as it was read.
    writeFileSync(join(dir, 'a.txt'), 'AAAAAA');
    writeFileSync(join(dir, 'b.txt'), 'BBBBBB');
    // A third file: `/b.txt`, the least recently used, leaves memory, and is read again when asked.
    expect(await text(store.read('/c.txt', undefined))).toBe('cccccc');
    expect(store.memoryUsed()).toBe(12);
    expect(await text(store.read('/a.txt', undefined))).toBe('aaaaaa');
    expect(await text(store.read('/b.txt', undefined))).toBe('BBBBBB');
    writeFileSync(join(dir, 'a.txt'), 'aaaaaa');
  });

  it('reads a file past the largest kept from the disk, whole or a range of it', async () => {
    const store = new FileStore(dir, dir, { maxBytes: 100, maxFileBytes: 8 });
    const whole = store.read('/large.webm', undefined);
    expect(whole).toBeInstanceOf(ReadableStream);
    expect(await text(whole)).toBe('0123456789');
    expect(await text(store.read('/large.webm', undefined, { start: 2, end: 4 }))).toBe('234');
    expect(await text(store.read('/a.txt', undefined, { start: 1, end: 2 }))).toBe('aa');
    expect(store.memoryUsed()).toBe(6);
  });

  it('names the table when the build did not write it', () => {
    expect(() => new FileStore(dir, join(dir, 'nowhere'))).toThrow(/files\.json \(npm run build writes it\)/);
  });
});
