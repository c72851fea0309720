// The outbox's tests on a fake clock: a real SQLite file, whose disk a test can fill, and a mail service that answers
// as the test says, so that an outage, a refusal or a slow attempt needs no peer and no sleep.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openLibsqlDatabase } from '../node/libsql-database';
import type { SendMessage } from '../contact/mailer';
import { MessageStore, type StoredMessage } from '../contact/message-store';
import type { SqlDatabase } from '../contact/sql-database';
import type { ContactFields } from '../../src/content/contact-message';
import { contactFields } from '../../src/test/contact-fixture';

/** A visitor's message (src/test/contact-fixture.ts). */
export const visitor = contactFields();

/** A message as the store gives it back, waiting to be forwarded, with `fields` changed. */
export const storedMessage = (
  id: number,
  receivedAt: number,
  fields: Partial<ContactFields> = {},
): StoredMessage => ({
  ...contactFields(fields),
  id,
  publicId: `c0ffee00-0000-4000-8000-${String(id).padStart(12, '0')}`,
  receivedAt,
  delivery: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  sentAt: null,
  refusedAlone: false,
});

const full = () => Promise.reject(new Error('SQLITE_FULL: database or disk is full'));

/** `db`, whose writes fail as SQLite's do on a full disk while `disk.full`; reads still work, as they do then. */
function fillable(db: SqlDatabase, disk: { full: boolean }): SqlDatabase {
  return {
    ...db,
    query: (sql, args) => (disk.full && !/^\s*SELECT/i.test(sql) ? full() : db.query(sql, args)),
    batch: (statements) => (disk.full ? full() : db.batch(statements)),
  };
}

/** A fresh database file; each `open` is another store over it, as another server or Worker isolate has. */
export function messageFile() {
  const dir = mkdtempSync(join(tmpdir(), 'outbox-test-'));
  const config = { url: pathToFileURL(join(dir, 'messages.db')).href, authToken: undefined, dataDir: dir };
  const disk = { full: false };
  const stores: MessageStore[] = [];
  return {
    disk,
    async open() {
      const store = await MessageStore.over(fillable(await openLibsqlDatabase(config), disk));
      stores.push(store);
      return store;
    },
    close() {
      for (const store of stores) store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Attempt {
  text: string;
  by: string;
  at: number;
  delivered: boolean;
}

/**
 * A mail service: it delivers, is `down`, or `refuses` some messages. With `hold`, each attempt stays open until
 * `release()`, and its answer is decided then. Messages are told apart by their text.
 */
export function fakeMail() {
  const open: (() => void)[] = [];
  const mail = {
    down: false,
    refuses: (_message: StoredMessage) => false,
    hold: false,
    /** Runs as an attempt starts, before its answer. */
    onAttempt: (_message: StoredMessage) => {},
    attempts: [] as Attempt[],
    inFlight: 0,
    maxInFlight: 0,
    get delivered() {
      return mail.attempts.filter((attempt) => attempt.delivered).map((attempt) => attempt.text);
    },
    /** When `text` was tried, each time. */
    triedAt: (text: string) => mail.attempts.filter((attempt) => attempt.text === text).map(({ at }) => at),
    get waiting() {
      return open.length;
    },
    /** Answers the oldest held attempt. */
    release() {
      open.shift()?.();
    },
    /** The sender of one server or isolate, named `by` in `attempts`. */
    sender(by = 'server'): SendMessage {
      return async (message) => {
        mail.inFlight += 1;
        mail.maxInFlight = Math.max(mail.maxInFlight, mail.inFlight);
        try {
          mail.onAttempt(message);
          if (mail.hold) await new Promise<void>((resolve) => open.push(resolve));
          const delivered = !mail.down && !mail.refuses(message);
          mail.attempts.push({ text: message.message, by, at: Date.now(), delivered });
          if (!delivered) throw new Error(mail.down ? 'connect ECONNREFUSED' : '554 5.7.1 Message refused');
        } finally {
          mail.inFlight -= 1;
        }
      };
    },
  };
  return mail;
}
