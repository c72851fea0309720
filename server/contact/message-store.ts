import type { ContactFields } from '../../src/content/contact-message';
import { fallbackLanguage, isLanguage } from '../../src/i18n/languages';
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
const SCHEMA_VERSION = 2;
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
];

const num = (value: unknown) => Number(value);
const str = (value: unknown) => String(value);

function toMessage(row: SqlRow): StoredMessage {
  return {
    id: num(row.id),
    publicId: str(row.public_id),
    receivedAt: num(row.received_at),
    name: str(row.name),
    email: str(row.email),
    message: str(row.message),
    language: isLanguage(row.language) ? row.language : fallbackLanguage,
    delivery: row.delivery === 'sent' ? 'sent' : 'pending',
    attempts: num(row.attempts),
    nextAttemptAt: num(row.next_attempt_at),
    lastError: row.last_error == null ? null : str(row.last_error),
    sentAt: row.sent_at == null ? null : num(row.sent_at),
  };
}

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
      `INSERT INTO contact_messages (public_id, received_at, name, email, message, language, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      [crypto.randomUUID(), now, fields.name, fields.email, fields.message, fields.language, now],
    );
    if (!row) throw new Error('The message was not stored');
    return toMessage(row);
  }

  /**
   * Takes the oldest waiting message after id `afterId` that no other sender holds, leasing it until `leaseUntil`:
   * one that is due, or with `catchUp` any, whatever its retry time. One statement, so two servers sharing a database
   * never take the same message.
   */
  async claimNext(
    now: number,
    leaseUntil: number,
    { afterId = 0, catchUp = false }: { afterId?: number; catchUp?: boolean } = {},
  ): Promise<StoredMessage | undefined> {
    const [row] = await this.db.query(
      `UPDATE contact_messages SET leased_until = ?
       WHERE id = (SELECT id FROM contact_messages
                   WHERE delivery = 'pending' AND id > ? AND leased_until <= ? AND (? OR next_attempt_at <= ?)
                   ORDER BY id LIMIT 1)
       RETURNING *`,
      [leaseUntil, afterId, now, catchUp ? 1 : 0, now],
    );
    return row ? toMessage(row) : undefined;
  }

  /** The oldest message due for forwarding, leased as `claimNext` does. */
  claimDue(now: number, leaseUntil: number) {
    return this.claimNext(now, leaseUntil);
  }

  async markSent(id: number, now = Date.now()): Promise<void> {
    await this.db.query(
      `UPDATE contact_messages SET delivery = 'sent', attempts = attempts + 1, sent_at = ?, last_error = NULL,
           leased_until = 0
       WHERE id = ?`,
      [now, id],
    );
  }

  async markFailed(id: number, error: string, retryAt: number): Promise<void> {
    await this.db.query(
      `UPDATE contact_messages SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, leased_until = 0
       WHERE id = ?`,
      [error.slice(0, 500), retryAt, id],
    );
  }

  /** When the next pending message falls due (and no sender holds it), if any. */
  async nextDueAt(): Promise<number | undefined> {
    const [row] = await this.db.query(
      `SELECT MIN(MAX(next_attempt_at, leased_until)) AS due FROM contact_messages WHERE delivery = 'pending'`,
    );
    const due = row?.due;
    return due == null ? undefined : num(due);
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
