import type { ContactFields } from '../../src/content/contact-message';
import { fallbackLanguage, isLanguage } from '../../src/i18n/languages';
import { CONTACT_FIELDS, type ContactField } from '../../src/lib/constants';
import type { SqlDatabase, SqlRow } from './sql-database';

/** A stored contact message and where its forwarding by e-mail stands. */
export interface StoredMessage extends ContactFields {
  id: number;
  /** Given to the visitor and used in the e-mail's Message-ID, so a resent copy is recognisably the same. */
  publicId: string;
  receivedAt: number;
  delivery: 'pending' | 'sent';
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: number | null;
  /**
   * Whether it failed twice, just before and just after the next message went through: the mail service refuses this
   * one, not every one. It then leaves the queue (see `claimNext`) and is tried again on a backoff of its own.
   */
  refusedAlone: boolean;
}

/** How the outbox stands: every message counted, not only a listed page. */
export interface OutboxHealth {
  total: number;
  /** Messages not forwarded yet. */
  waiting: number;
  /** When the oldest message not forwarded yet arrived. */
  oldestWaitingAt: number | null;
  lastSentAt: number | null;
  /** The error of the latest failed attempt among the waiting messages. */
  lastError: string | null;
}

// Bumped with each change of the tables; the database records what it has (`SqlDatabase.schemaVersion`).
const SCHEMA_VERSION = 4;
// The statements that bring a database to each version, applied in order from its own.
const MIGRATIONS: string[][] = [
  [
    `CREATE TABLE IF NOT EXISTS contact_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      public_id TEXT NOT NULL UNIQUE,
      received_at INTEGER NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      message TEXT NOT NULL,
      language TEXT NOT NULL,
      delivery TEXT NOT NULL DEFAULT 'pending' CHECK (delivery IN ('pending', 'sent')),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_error TEXT,
      sent_at INTEGER
    )`,
    `CREATE INDEX IF NOT EXISTS contact_messages_due ON contact_messages (delivery, next_attempt_at)`,
  ],
  // A sender's lease apart from the retry time, so that catching up can tell a message being sent from one waiting.
  [`ALTER TABLE contact_messages ADD COLUMN leased_until INTEGER NOT NULL DEFAULT 0`],
  // A message the mail service refuses on its own leaves the queue, so that it neither holds up the others nor is
  // tried with each of them.
  [`ALTER TABLE contact_messages ADD COLUMN refused_alone INTEGER NOT NULL DEFAULT 0`],
  // The visitor's fields as one JSON object (`fields`), so that a field added to CONTACT_FIELD_SPECS needs no column;
  // the messages stored before keep theirs, moved into it.
  [
    `ALTER TABLE contact_messages ADD COLUMN fields TEXT NOT NULL DEFAULT '{}'`,
    `UPDATE contact_messages SET fields = json_object('name', name, 'email', email, 'message', message)`,
    `ALTER TABLE contact_messages DROP COLUMN name`,
    `ALTER TABLE contact_messages DROP COLUMN email`,
    `ALTER TABLE contact_messages DROP COLUMN message`,
  ],
];

const num = (value: unknown) => Number(value);
const str = (value: unknown) => String(value);

/** The stored `fields` object: every field of CONTACT_FIELDS, empty where a message stored before it lacks one. */
function storedFields(json: unknown): Record<ContactField, string> {
  let stored: Record<string, unknown> = {};
  try {
    stored = Object(JSON.parse(str(json)));
  } catch {
    // Not JSON: shown as empty fields rather than failing the whole listing.
  }
  return Object.fromEntries(CONTACT_FIELDS.map((field) => [field, str(stored[field] ?? '')])) as Record<
    ContactField,
    string
  >;
}

function toMessage(row: SqlRow): StoredMessage {
  return {
    id: num(row.id),
    publicId: str(row.public_id),
    receivedAt: num(row.received_at),
    ...storedFields(row.fields),
    language: isLanguage(row.language) ? row.language : fallbackLanguage,
    delivery: row.delivery === 'sent' ? 'sent' : 'pending',
    attempts: num(row.attempts),
    nextAttemptAt: num(row.next_attempt_at),
    lastError: row.last_error == null ? null : str(row.last_error),
    sentAt: row.sent_at == null ? null : num(row.sent_at),
    refusedAlone: num(row.refused_alone) === 1,
  };
}

/** Where the outbox stands for scheduling: when its queue and its messages refused alone fall due. */
export interface QueueState {
  /** When the oldest waiting message of the queue (not refused alone) is due, if any: the others follow it. */
  headAt: number | undefined;
  /** Whether that message was tried already (a message never tried is due at once). */
  headTried: boolean;
  /** When the first message refused alone is due, if any. */
  aloneAt: number | undefined;
  /** Set while a message is out (being sent, or its sender died): when its lease ends. */
  busyUntil: number | undefined;
}

const optionalNum = (value: unknown) => (value == null ? undefined : num(value));

/**
 * The contact messages in SQLite (a local file, a remote libSQL database or Cloudflare D1: see `SqlDatabase`): the
 * inbox and the outbox in one table.
 */
export class MessageStore {
  private constructor(private readonly db: SqlDatabase) {}

  /** The store over `db`, its tables brought to this version first (the database is closed if that fails). */
  static async over(db: SqlDatabase): Promise<MessageStore> {
    const store = new MessageStore(db);
    try {
      await store.migrate();
    } catch (error) {
      db.close();
      throw error;
    }
    return store;
  }

  /** Where the messages are, for messages to the operator. */
  get name() {
    return this.db.name;
  }

  private async migrate() {
    const version = await this.db.schemaVersion();
    if (version > SCHEMA_VERSION) {
      throw new Error(
        `The message database has schema version ${version}; this server knows ${SCHEMA_VERSION}.`,
      );
    }
    if (version < SCHEMA_VERSION) {
      await this.db.batch([
        ...MIGRATIONS.slice(version).flat(),
        ...this.db.recordSchemaVersion(SCHEMA_VERSION),
      ]);
    }
  }

  /** Stores a message, due for forwarding at once. Resolves once the row is committed. */
  async add(fields: ContactFields, now = Date.now()): Promise<StoredMessage> {
    const [row] = await this.db.query(
      `INSERT INTO contact_messages (public_id, received_at, fields, language, next_attempt_at)
       VALUES (?, ?, ?, ?, ?) RETURNING *`,
      [
        crypto.randomUUID(),
        now,
        JSON.stringify(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, fields[field]]))),
        fields.language,
        now,
      ],
    );
    if (!row) throw new Error('The message was not stored');
    return toMessage(row);
  }

  /**
   * Takes the oldest waiting message after id `afterId`, leasing it until `leaseUntil`: with `queue`, any message of
   * the queue whatever its retry time, or one refused alone that is due by `dueBy` (`now` if not given); without,
   * only the latter.
   *
   * Only while no message is out: the lease of the message being sent is the outbox's lock. It is taken in the same
   * statement as the message, so that two servers over one database, or two Worker invocations over one D1 (after a
   * message and on the Cron Trigger, in any isolates), never send two messages at once: a burst interrupted by a
   * crash leaves at most one message whose fate is unknown (sent again, with its idempotency key), and none is sent
   * ahead of an older one in flight. The lease's end frees the lock of a sender that died.
   */
  async claimNext(
    now: number,
    leaseUntil: number,
    { afterId = 0, queue = true, dueBy = now }: { afterId?: number; queue?: boolean; dueBy?: number } = {},
  ): Promise<StoredMessage | undefined> {
    const [row] = await this.db.query(
      `UPDATE contact_messages SET leased_until = ?
       WHERE id = (SELECT id FROM contact_messages
                   WHERE delivery = 'pending' AND id > ?
                     AND CASE WHEN refused_alone = 1 THEN next_attempt_at <= ? ELSE ? END
                   ORDER BY id LIMIT 1)
         AND NOT EXISTS (SELECT 1 FROM contact_messages WHERE delivery = 'pending' AND leased_until > ?)
       RETURNING *`,
      [leaseUntil, afterId, dueBy, queue ? 1 : 0, now],
    );
    return row ? toMessage(row) : undefined;
  }

  async markSent(id: number, now = Date.now()): Promise<void> {
    await this.db.query(
      `UPDATE contact_messages SET delivery = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL,
           leased_until = 0
       WHERE id = ?`,
      [now, id],
    );
  }

  /** Records a failed attempt: tried again at `retryAt`, and out of the queue from now on if `refusedAlone`. */
  async markFailed(id: number, error: string, retryAt: number, refusedAlone = false): Promise<void> {
    await this.db.query(
      `UPDATE contact_messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, leased_until = 0,
           refused_alone = MAX(refused_alone, ?)
       WHERE id = ?`,
      [error.slice(0, 500), retryAt, refusedAlone ? 1 : 0, id],
    );
  }

  /** Where the outbox stands at `now`, for deciding when to forward next. */
  async queueState(now: number): Promise<QueueState> {
    const [row] = await this.db.query(
      `SELECT (SELECT next_attempt_at FROM contact_messages WHERE delivery = 'pending' AND refused_alone = 0
               ORDER BY id LIMIT 1) AS head_at,
              (SELECT attempts FROM contact_messages WHERE delivery = 'pending' AND refused_alone = 0
               ORDER BY id LIMIT 1) AS head_attempts,
              (SELECT MIN(next_attempt_at) FROM contact_messages WHERE delivery = 'pending' AND refused_alone = 1)
                AS alone_at,
              (SELECT MAX(leased_until) FROM contact_messages WHERE delivery = 'pending' AND leased_until > ?)
                AS busy_until`,
      [now],
    );
    return {
      headAt: optionalNum(row?.head_at),
      headTried: (optionalNum(row?.head_attempts) ?? 0) > 0,
      aloneAt: optionalNum(row?.alone_at),
      busyUntil: optionalNum(row?.busy_until),
    };
  }

  /** A page of messages, newest first: at most `limit`, those older than id `before` if given. */
  async list({
    delivery,
    limit = 1000,
    before,
  }: { delivery?: StoredMessage['delivery']; limit?: number; before?: number } = {}) {
    const where = [delivery ? 'delivery = ?' : '', before === undefined ? '' : 'id < ?'].filter(Boolean);
    const rows = await this.db.query(
      `SELECT * FROM contact_messages ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY id DESC LIMIT ?`,
      [...(delivery ? [delivery] : []), ...(before === undefined ? [] : [before]), limit],
    );
    return rows.map(toMessage);
  }

  /** The whole table at a glance: how many messages, how many wait, and how forwarding last went. */
  async health(): Promise<OutboxHealth> {
    const [row] = await this.db.query(
      `SELECT COUNT(*) AS total,
              COALESCE(SUM(delivery = 'pending'), 0) AS waiting,
              MIN(CASE WHEN delivery = 'pending' THEN received_at END) AS oldest_waiting_at,
              MAX(sent_at) AS last_sent_at,
              (SELECT last_error FROM contact_messages WHERE delivery = 'pending' AND last_error IS NOT NULL
               ORDER BY next_attempt_at DESC LIMIT 1) AS last_error
       FROM contact_messages`,
    );
    return {
      total: num(row?.total ?? 0),
      waiting: num(row?.waiting ?? 0),
      oldestWaitingAt: row?.oldest_waiting_at == null ? null : num(row.oldest_waiting_at),
      lastSentAt: row?.last_sent_at == null ? null : num(row.last_sent_at),
      lastError: row?.last_error == null ? null : str(row.last_error),
    };
  }

  close() {
    this.db.close();
  }
}
