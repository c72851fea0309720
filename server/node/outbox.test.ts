// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SmtpConfig } from './config';
import { mailHeader, startSmtpPeer, unusedPort, type SmtpPeer } from '../testing/smtp-peer';
import { createSmtpSender } from './smtp-sender';
import { openMessageStore } from './libsql-database';
import type { MessageStore, StoredMessage } from '../contact/message-store';
import { Outbox } from '../contact/outbox';
import { retryDelay } from '../contact/outbox-walk';
import { contactFields } from '../../src/test/contact-fixture';

const visitor = contactFields({ message: 'Hello,\nlet us talk.' });

function smtpAt(port: number): SmtpConfig {
  return {
    host: '127.0.0.1',
    port,
    tls: 'none',
    auth: { user: 'site', pass: 'secret' },
    from: 'Portfolio <site@portfolio.test>',
    to: 'owner@portfolio.test',
    timeoutMs: 10_000,
  };
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('outbox', () => {
  let dir: string;
  let store: MessageStore;
  const cleanup: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
    store = await openMessageStore({
      url: `file:${join(dir, 'messages.db')}`,
      authToken: undefined,
      dataDir: dir,
    });
  });
  afterEach(async () => {
    for (const step of cleanup.splice(0).toReversed()) await step();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  function outbox(port: number, leaseMs = 5_000, retry = { baseMs: 50, maxMs: 200 }) {
    const box = new Outbox({
      store,
      send: createSmtpSender(smtpAt(port)),
      retryBaseMs: retry.baseMs,
      retryMaxMs: retry.maxMs,
      leaseMs,
    });
    cleanup.push(() => box.stop());
    return box;
  }
  async function peer(port = 0): Promise<SmtpPeer> {
    const started = await startSmtpPeer({ port, auth: { user: 'site', pass: 'secret' } });
    cleanup.push(() => started.stop());
    return started;
  }

  it('forwards a stored message to the owner, with the visitor as Reply-To', async () => {
    const smtp = await peer();
    const box = outbox(smtp.port);
    box.start();
    const stored = await store.add(visitor);
    box.wake();
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.to).toEqual(['owner@portfolio.test']);
    expect(mail?.user).toBe('site');
    expect(mailHeader(mail?.raw ?? '', 'Reply-To')).toBe('Ana Lopez <ana@example.com>');
    expect(mailHeader(mail?.raw ?? '', 'Subject')).toBe('Portfolio contact from Ana Lopez');
    expect(mailHeader(mail?.raw ?? '', 'Message-ID')).toBe(`<contact-${stored.publicId}@portfolio.test>`);
    expect(mail?.raw).toContain('Hello,\r\nlet us talk.');
    const [row] = await until(async () => {
      const rows = await store.list();
      return rows[0]?.delivery === 'sent' ? rows : undefined;
    });
    expect(row).toMatchObject({ delivery: 'sent', attempts: 1, lastError: null });
  });

  it('keeps trying the oldest message while SMTP is down and delivers every message in order once it is up', async () => {
    const port = await unusedPort();
    const box = outbox(port);
    box.start();
    for (const n of [1, 2, 3]) await store.add({ ...visitor, message: `message ${n}` });
    box.wake();
    const failed = await until(async () => {
      const rows = await store.list();
      return (rows.at(-1)?.attempts ?? 0) >= 2 ? rows : undefined;
    });
    expect(failed.every((row) => row.delivery === 'pending')).toBe(true);
    expect(failed.at(-1)?.lastError).toMatch(/ECONNREFUSED/);

    const smtp = await peer(port);
    const mails = await smtp.waitForMails(3);
    // In order but for the instant SMTP comes back, which may fall between two messages (outbox-queue.test.ts).
    expect(mails.map((mail) => /message (\d)/.exec(mail.raw)?.[1]).toSorted()).toEqual(['1', '2', '3']);
    await until(async () => ((await store.list({ delivery: 'pending' })).length === 0 ? true : undefined));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails).toHaveLength(3);
  });

  it('catches up at once, oldest first, when a delivery succeeds after an outage', async () => {
    const port = await unusedPort();
    // Retries an hour apart: only catching up can deliver the first two within this test.
    const box = outbox(port, 5_000, { baseMs: 3_600_000, maxMs: 3_600_000 });
    for (const n of [1, 2]) await store.add({ ...visitor, message: `message ${n}` });
    // One pass, which has sent all it will once both have failed: SMTP cannot come back in the middle of it.
    box.start();
    await until(async () => {
      const rows = await store.list();
      return rows.length === 2 && rows.every((row) => row.attempts >= 1) ? true : undefined;
    });

    const smtp = await peer(port);
    await store.add({ ...visitor, message: 'message 3' });
    box.wake();
    const mails = await smtp.waitForMails(3);
    expect(mails.map((mail) => /message (\d)/.exec(mail.raw)?.[1])).toEqual(['1', '2', '3']);
  });

  it('tries every waiting message at start-up, oldest first, whatever its retry time', async () => {
    const smtp = await peer();
    const now = Date.now();
    for (const n of [1, 2, 3]) {
      const stored = await store.add({ ...visitor, message: `message ${n}` });
      await store.markFailed(stored.id, 'connect ECONNREFUSED', now + 3_600_000);
    }
    outbox(smtp.port).start();
    const mails = await smtp.waitForMails(3);
    expect(mails.map((mail) => /message (\d)/.exec(mail.raw)?.[1])).toEqual(['1', '2', '3']);
  });

  it('takes over a message whose sender died mid-attempt once its lease expires', async () => {
    const smtp = await peer();
    await store.add(visitor);
    // A previous process took the message and was killed before it could record the outcome.
    const now = Date.now();
    expect(await store.claimNext(now, now + 300)).toBeDefined();
    expect(await store.claimNext(now, now + 300)).toBeUndefined();

    const box = outbox(smtp.port);
    box.start();
    await smtp.waitForMails(1);
    expect(Date.now() - now).toBeGreaterThanOrEqual(300);
  });

  it('says once a minute that the store cannot be written, then resumes by itself when it can', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    cleanup.push(() => void vi.useRealTimers());
    for (const n of [1, 2]) await store.add({ ...visitor, message: `message ${n}` });
    // A full disk: SQLite refuses every write (the claim is an UPDATE), reads still work.
    let full = true;
    const diskFull = new Error('SQLITE_FULL: database or disk is full');
    const fullStore = Object.create(store) as MessageStore;
    fullStore.claimNext = (...args) => (full ? Promise.reject(diskFull) : store.claimNext(...args));
    const sent: string[] = [];
    const logs: string[] = [];
    const box = new Outbox({
      store: fullStore,
      send: async (message: StoredMessage) => void sent.push(message.message),
      retryBaseMs: 1_000,
      retryMaxMs: 60_000,
      leaseMs: 5_000,
      log: (line) => logs.push(line),
    });
    cleanup.push(() => box.stop());
    box.start();
    await vi.advanceTimersByTimeAsync(4.5 * 60_000);
    const complaints = logs.filter((line) => line.includes('SQLITE_FULL'));
    // The first failure at once, then one line a minute that says for how long: not one per retry.
    expect(complaints).toHaveLength(5);
    expect(complaints.at(-1)).toMatch(/for 4 min/);
    expect(sent).toEqual([]);

    full = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent).toEqual(['message 1', 'message 2']);
    expect(logs.some((line) => /store works again/.test(line))).toBe(true);
  });

  it('doubles the wait after each failure, up to the maximum', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => retryDelay(attempts, 1_000, 10_000))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
  });
});
