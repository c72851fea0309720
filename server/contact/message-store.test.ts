// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../config';
import { formatMessages } from './format-messages';
import { MessageStore } from './message-store';

const visitor = {
  name: 'Ana López',
  email: 'ana@example.com',
  message: '¡Hola!\nSegunda línea',
  language: 'es',
} as const;

describe('message store', () => {
  let dir: string;
  let config: StorageConfig;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'store-test-'));
    const dataDir = join(dir, 'nested', 'data');
    config = { url: pathToFileURL(join(dataDir, 'messages.db')).href, authToken: undefined, dataDir };
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps messages across reopening, creating the data directory', async () => {
    const first = await MessageStore.open(config);
    const stored = await first.add(visitor, 1_000);
    first.close();
    const again = await MessageStore.open(config);
    expect(await again.list()).toEqual([
      {
        ...visitor,
        id: stored.id,
        publicId: stored.publicId,
        receivedAt: 1_000,
        delivery: 'pending',
        attempts: 0,
        nextAttemptAt: 1_000,
        lastError: null,
        sentAt: null,
      },
    ]);
    again.close();
  });

  it('hands a due message to one sender at a time and records the outcome', async () => {
    const store = await MessageStore.open(config);
    const a = await store.add(visitor, 1_000);
    const b = await store.add(visitor, 2_000);
    expect((await store.claimDue(5_000, 9_000))?.id).toBe(a.id);
    expect((await store.claimDue(5_000, 9_000))?.id).toBe(b.id);
    expect(await store.claimDue(5_000, 9_000)).toBeUndefined();
    await store.markFailed(a.id, 'connect ECONNREFUSED 127.0.0.1:25', 7_000);
    await store.markSent(b.id, 6_000);
    expect(await store.nextDueAt()).toBe(7_000);
    expect((await store.list({ delivery: 'sent' })).map((m) => m.id)).toEqual([b.id]);
    const text = formatMessages(await store.list(), 6_500);
    expect(text).toContain('Ana López <ana@example.com>  [es]');
    expect(text).toContain('delivery: forwarded 1970-01-01 00:00 UTC (1 attempt)');
    expect(text).toContain(
      'not forwarded yet: 1 failed attempt, next try 1970-01-01 00:00 UTC; last error: connect ECONNREFUSED',
    );
    expect(text).toContain('  | Segunda línea');
    expect(text).toMatch(/2 messages: 1 forwarded, 1 not forwarded yet\.$/);
    store.close();
  });

  it('refuses a database written by a newer version of the server', async () => {
    (await MessageStore.open(config)).close();
    const db = createClient({ url: config.url });
    await db.execute('PRAGMA user_version = 99');
    db.close();
    await expect(MessageStore.open(config)).rejects.toThrow('schema version 99');
  });
});
