// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMail, messageFile, visitor } from '../testing/outbox-fixture';
import type { MessageStore } from './message-store';
import { Outbox } from './outbox';

// The defaults of .env.example: a minute after a first failure, an hour at most.
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 3_600_000;
// Four times SMTP_TIMEOUT_MS's default, as the server leases an SMTP attempt.
const LEASE_MS = 80_000;
const minutes = (count: number) => count * 60_000;

describe('outbox queue', () => {
  let file: ReturnType<typeof messageFile>;
  let store: MessageStore;
  let mail: ReturnType<typeof fakeMail>;
  let box: Outbox;
  let start: number;

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    start = Date.now();
    file = messageFile();
    store = await file.open();
    mail = fakeMail();
    box = new Outbox({
      store,
      send: mail.sender(),
      retryBaseMs: RETRY_BASE_MS,
      retryMaxMs: RETRY_MAX_MS,
      leaseMs: LEASE_MS,
    });
  });
  afterEach(async () => {
    await box.stop();
    vi.useRealTimers();
    file.close();
  });

  const add = (message: string) => store.add({ ...visitor, message });

  it('after a long outage, sends the oldest message first and every other at once, within a minute', async () => {
    mail.down = true;
    box.start();
    for (const text of ['first', 'second', 'third']) {
      await add(text);
      box.wake();
      await vi.advanceTimersByTimeAsync(minutes(10));
    }
    // Long enough for every retry to have backed off to OUTBOX_RETRY_MAX_MS, and no new message since.
    await vi.advanceTimersByTimeAsync(2 * RETRY_MAX_MS);

    mail.down = false;
    const back = Date.now();
    await vi.advanceTimersByTimeAsync(RETRY_BASE_MS);
    expect(mail.delivered).toEqual(['first', 'second', 'third']);
    const deliveredAt = mail.attempts.filter((attempt) => attempt.delivered).map(({ at }) => at);
    expect(new Set(deliveredAt).size).toBe(1);
    expect(deliveredAt[0]).toBeLessThanOrEqual(back + RETRY_BASE_MS);
    // Two failures in a row end a pass: an outage costs two attempts a minute, not one per waiting message.
    expect(mail.triedAt('third')).toHaveLength(1);
  });

  it('tries a message refused on its own on its own backoff, holding up no other, however many arrive', async () => {
    mail.refuses = (message) => message.message === 'refused';
    for (const text of ['first', 'refused', 'third']) await add(text);
    box.start();
    await vi.advanceTimersByTimeAsync(0);
    // A visitor's message every 30 s for 10 minutes, each waking the outbox.
    const later = Array.from({ length: 20 }, (_, n) => `later ${n + 1}`);
    for (const text of later) {
      await vi.advanceTimersByTimeAsync(30_000);
      await add(text);
      box.wake();
    }
    await vi.advanceTimersByTimeAsync(0);

    expect(mail.delivered).toEqual(['first', 'third', ...later]);
    // Once more right after 'third' went through, then 2 and 4 minutes apart as OUTBOX_RETRY_BASE_MS doubles: not
    // once per new message, nor once a minute.
    expect(mail.triedAt('refused').map((at) => at - start)).toEqual([0, 0, 2, 6].map(minutes));
  });

  it('tries a failed message once more when the next goes through, as the service may just have come back', async () => {
    for (const text of ['first', 'second', 'third']) await add(text);
    mail.down = true;
    // The service comes back between the attempts of 'first' and 'second'.
    mail.onAttempt = (message) => {
      if (message.message === 'second') mail.down = false;
    };
    box.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(mail.delivered).toEqual(['second', 'first', 'third']);
    expect((await store.list()).every((message) => !message.refusedAlone)).toBe(true);
  });

  it('sends a message whose failure the full disk kept from being recorded before newer ones, once it has room', async () => {
    for (const text of ['first', 'second']) await add(text);
    mail.down = true;
    // The disk fills while the first attempt is under way: its failure cannot be written.
    mail.onAttempt = () => void (file.disk.full = true);
    box.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(mail.triedAt('first')).toHaveLength(1);

    mail.onAttempt = () => {};
    file.disk.full = false;
    mail.down = false;
    // The outbox tries the store again every 5 s.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(mail.delivered).toEqual(['first', 'second']);
  });

  it('records a message sent just before the disk filled once it has room, instead of sending it again', async () => {
    for (const text of ['first', 'second']) await add(text);
    mail.onAttempt = () => void (file.disk.full = true);
    box.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(mail.delivered).toEqual(['first']);

    mail.onAttempt = () => {};
    file.disk.full = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(mail.delivered).toEqual(['first', 'second']);
    await vi.advanceTimersByTimeAsync(2 * LEASE_MS);
    expect(mail.delivered).toEqual(['first', 'second']);
    expect((await store.list()).map((message) => message.delivery)).toEqual(['sent', 'sent']);
  });
});
