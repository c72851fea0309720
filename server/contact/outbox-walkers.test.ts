// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMail, messageFile, visitor } from '../testing/outbox-fixture';
import type { MessageStore } from './message-store';
import { forwardWaiting } from './outbox-walk';

// The Worker's figures: a minute (its Cron Trigger's period) after a first failure, an e-mail API call's lease.
const RETRY_BASE_MS = 60_000;
const LEASE_MS = 30_000;

const add = (store: MessageStore, message: string) => store.add({ ...visitor, message });
const settle = () => vi.advanceTimersByTimeAsync(0);

// Each walk here is one Worker invocation (after a message, or the Cron Trigger) with a store of its own, as an
// isolate has; the database file is the D1 they share.
describe('forwarding walks sharing one database', () => {
  let file: ReturnType<typeof messageFile>;
  let mail: ReturnType<typeof fakeMail>;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    file = messageFile();
    mail = fakeMail();
  });
  afterEach(() => {
    vi.useRealTimers();
    file.close();
  });

  const walk = (store: MessageStore, by: string, catchUp: boolean) =>
    forwardWaiting(
      { store, send: mail.sender(by), retryBaseMs: RETRY_BASE_MS, retryMaxMs: 3_600_000, leaseMs: LEASE_MS },
      { catchUp },
    );
  async function answerEveryAttempt() {
    while (mail.waiting > 0) {
      mail.release();
      await settle();
    }
  }

  it('sends one message at a time: a walk that finds one in flight leaves its new message to that walk', async () => {
    const first = await file.open();
    const second = await file.open();
    for (const text of ['one', 'two']) await add(first, text);
    mail.hold = true;
    const holder = walk(first, 'holder', true);
    await settle();
    expect(mail.inFlight).toBe(1);

    await add(second, 'three');
    const other = walk(second, 'other', true);
    await settle();
    expect(mail.inFlight).toBe(1);
    await answerEveryAttempt();
    await Promise.all([holder, other]);

    expect(mail.maxInFlight).toBe(1);
    expect(mail.attempts.map(({ text, by }) => `${text} by ${by}`)).toEqual([
      'one by holder',
      'two by holder',
      'three by holder',
    ]);
  });

  it('looks again before it stops, and sends a message another walk left to it while it had one out', async () => {
    const first = await file.open();
    const second = await file.open();
    mail.refuses = (message) => message.message === 'refused';
    for (const text of ['refused', 'one']) await add(first, text);
    // 'refused' fails, before and after 'one' goes through: it leaves the queue, due again in two minutes.
    await walk(first, 'holder', true);
    await vi.advanceTimersByTimeAsync(2 * RETRY_BASE_MS);

    mail.hold = true;
    // The Cron Trigger: only 'refused' is due.
    const holder = walk(first, 'holder', false);
    await settle();
    await add(second, 'two');
    const other = walk(second, 'other', true);
    await settle();
    expect(mail.inFlight).toBe(1);
    await answerEveryAttempt();
    await Promise.all([holder, other]);

    expect(mail.attempts.map(({ text, by }) => `${text} by ${by}`)).toEqual([
      'refused by holder',
      'one by holder',
      'refused by holder',
      'refused by holder',
      'two by holder',
    ]);
  });

  it('tries a message once per walk, even when its retry time passes before the walk ends', async () => {
    const store = await file.open();
    let refusals = 1;
    mail.refuses = () => refusals-- > 0;
    await add(store, 'one');
    // A slow machine: the store's write takes longer than the retry time it records.
    const slow: MessageStore = Object.create(store, {
      markFailed: {
        value: async (...args: Parameters<MessageStore['markFailed']>) => {
          await store.markFailed(...args);
          vi.setSystemTime(Date.now() + 2 * RETRY_BASE_MS);
        },
      },
    });

    const next = await walk(slow, 'cron', true);

    expect(mail.attempts.map(({ text }) => text)).toEqual(['one']);
    expect(next).toBeLessThan(Date.now());
    await walk(store, 'cron', false);
    expect(mail.attempts.map(({ text }) => text)).toEqual(['one', 'one']);
  });
});
