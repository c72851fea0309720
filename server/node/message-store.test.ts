// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@libsql/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fallbackLanguage, languages } from '../../src/i18n/languages';
import { contactFields } from '../../src/test/contact-fixture';
import type { StorageConfig } from './config';
import { formatMessages } from '../contact/format-messages';
import { openMessageStore } from './libsql-database';

const visitor = contactFields({ name: 'Ana López', message: '¡Hola!\nSegunda línea' });

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
    const first = await openMessageStore(config);
    const stored = await first.add(visitor, 1_000);
    first.close();
    const again = await openMessageStore(config);
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
        refusedAlone: false,
      },
    ]);
    again.close();
  });

  it('keeps the language a message was written in, for every language of the site', async () => {
    const store = await openMessageStore(config);
    for (const [index, language] of languages.entries()) await store.add({ ...visitor, language }, index);
    expect((await store.list()).map((message) => message.language).toSorted()).toEqual(
      [...languages].toSorted(),
    );
    store.close();
  });

  it('hands out one message at a time, oldest first, across servers, until the lease of the one out ends', async () => {
    const store = await openMessageStore(config);
    const other = await openMessageStore(config);
    const a = await store.add(visitor, 1_000);
    const b = await store.add(visitor, 2_000);
    expect((await store.claimNext(5_000, 9_000))?.id).toBe(a.id);
    expect(await other.claimNext(5_000, 9_000)).toBeUndefined();
    // The server that took `a` died: once its lease ends, `a` is taken again, before `b`.
    expect((await other.claimNext(9_000, 13_000))?.id).toBe(a.id);
    await other.markSent(a.id, 10_000);
    expect((await store.claimNext(10_000, 14_000))?.id).toBe(b.id);
    store.close();
    other.close();
  });

  it('keeps a message refused alone out of the queue until its own retry time', async () => {
    const store = await openMessageStore(config);
    const a = await store.add(visitor, 1_000);
    const b = await store.add(visitor, 2_000);
    await store.markFailed(a.id, '554 5.7.1 Message refused', 90_000, true);
    expect((await store.claimNext(5_000, 9_000))?.id).toBe(b.id);
    await store.markFailed(b.id, 'connect ECONNREFUSED', 65_000);
    expect(await store.queueState(5_000)).toEqual({
      headAt: 65_000,
      headTried: true,
      aloneAt: 90_000,
      busyUntil: undefined,
    });
    expect(await store.claimNext(5_000, 9_000, { queue: false })).toBeUndefined();
    expect(await store.claimNext(90_000, 99_000, { queue: false })).toMatchObject({
      id: a.id,
      refusedAlone: true,
    });
    expect(await store.queueState(90_000)).toMatchObject({ busyUntil: 99_000 });
    store.close();
  });

  it('records the outcome of each attempt', async () => {
    const store = await openMessageStore(config);
    const a = await store.add(visitor, 1_000);
    const b = await store.add(visitor, 2_000);
    expect((await store.claimNext(5_000, 9_000))?.id).toBe(a.id);
    await store.markFailed(a.id, 'connect ECONNREFUSED 127.0.0.1:25', 7_000);
    expect((await store.claimNext(5_000, 9_000, { afterId: a.id }))?.id).toBe(b.id);
    await store.markSent(b.id, 6_000);
    expect(await store.claimNext(5_000, 9_000, { afterId: b.id })).toBeUndefined();
    expect(await store.queueState(6_500)).toEqual({
      headAt: 7_000,
      headTried: true,
      aloneAt: undefined,
      busyUntil: undefined,
    });
    expect((await store.list({ delivery: 'sent' })).map((m) => m.id)).toEqual([b.id]);
    const health = await store.health();
    expect(health).toEqual({
      total: 2,
      waiting: 1,
      oldestWaitingAt: 1_000,
      lastSentAt: 6_000,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    const text = formatMessages({ messages: await store.list(), health, matching: 2, more: false }, 6_500);
    expect(text).toContain(`Ana López <ana@example.com>  [${fallbackLanguage}]`);
    expect(text).toContain('delivery: forwarded 1970-01-01 00:00 UTC (1 attempt)');
    expect(text).toContain(
      'not forwarded yet: 1 failed attempt, next try 1970-01-01 00:00 UTC; last error: connect ECONNREFUSED',
    );
    expect(text).toContain('  | Segunda línea');
    expect(text).toMatch(
      /Showing 2 of 2 messages, newest first\.\nOutbox: 1 waiting to be forwarded, the oldest since 1970-01-01 00:00 UTC; last forwarded 1970-01-01 00:00 UTC; last error: connect ECONNREFUSED 127\.0\.0\.1:25\.$/,
    );
    store.close();
  });

  it('pages the listing with true totals, newest first', async () => {
    const store = await openMessageStore(config);
    const ids = [];
    for (let n = 0; n < 5; n++) ids.push((await store.add(visitor, 1_000 + n)).id);
    expect((await store.list({ limit: 2 })).map((m) => m.id)).toEqual([ids[4], ids[3]]);
    expect((await store.list({ limit: 2, before: ids[3] })).map((m) => m.id)).toEqual([ids[2], ids[1]]);
    const page = {
      messages: await store.list({ limit: 2 }),
      health: await store.health(),
      matching: 5,
      more: true,
    };
    expect(formatMessages(page)).toMatch(
      new RegExp(
        `Showing 2 of 5 messages, newest first\\.\\nOutbox: 5 waiting to be forwarded, the oldest since 1970-01-01 00:00 UTC; nothing forwarded yet\\.\\nOlder ones: npm run messages -- --before ${ids[3]}$`,
      ),
    );
    store.close();
  });

  it('shows what a message hides or would make the terminal do, instead of doing it', async () => {
    const store = await openMessageStore(config);
    await store.add(
      {
        ...visitor,
        name: 'Ana\u202Egnp.exe',
        message: 'Hi\r  delivery: forwarded 2026-01-01 (1 attempt)\n\u001b[2Jgone\tand\u200bthere',
      },
      1_000,
    );
    const page = { messages: await store.list(), health: await store.health(), matching: 1, more: false };
    const text = formatMessages(page);
    expect(text).toContain('Ana\\u{202E}gnp.exe <ana@example.com>');
    expect(text).toContain('  | Hi\\u{000D}  delivery: forwarded 2026-01-01 (1 attempt)');
    expect(text).toContain('  | \\u{001B}[2Jgone\tand\\u{200B}there');
    expect([...text].filter((character) => '\r\u001b\u202e\u200b'.includes(character))).toEqual([]);
    store.close();
  });

  it('brings a database of the first schema up to date, keeping its messages readable', async () => {
    (await openMessageStore(config)).close();
    const db = createClient({ url: config.url });
    // What the first schema wrote: no lease column.
    await db.batch([
      'DROP TABLE contact_messages',
      `CREATE TABLE contact_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, public_id TEXT NOT NULL UNIQUE,
        received_at INTEGER NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, message TEXT NOT NULL,
        language TEXT NOT NULL, delivery TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL, last_error TEXT, sent_at INTEGER)`,
      `INSERT INTO contact_messages (public_id, received_at, name, email, message, language, next_attempt_at)
        VALUES ('old', 1000, 'Ana', 'ana@example.com', 'Hola', '${fallbackLanguage}', 1000)`,
      'PRAGMA user_version = 1',
    ]);
    db.close();
    const store = await openMessageStore(config);
    expect(await store.claimNext(2_000, 9_000)).toMatchObject({
      publicId: 'old',
      name: 'Ana',
      email: 'ana@example.com',
      message: 'Hola',
      language: fallbackLanguage,
    });
    expect(await store.claimNext(2_000, 9_000)).toBeUndefined();
    await store.add(visitor, 3_000);
    expect((await store.list()).map(({ name }) => name)).toEqual([visitor.name, 'Ana']);
    store.close();
  });

  it('refuses a database written by a newer version of the server', async () => {
    (await openMessageStore(config)).close();
    const db = createClient({ url: config.url });
    await db.execute('PRAGMA user_version = 99');
    db.close();
    await expect(openMessageStore(config)).rejects.toThrow('schema version 99');
  });
});
