/** A value a statement binds. */
export type SqlValue = string | number | null;
/** A row as a plain object of its columns. */
export type SqlRow = Record<string, unknown>;

/**
 * The SQLite database the message store runs on, whichever the platform: a libSQL client on Node (a local file or a
 * remote libSQL server, `libsql-database.ts`) or Cloudflare D1 on the edge (`server/edge/d1-database.ts`). The
 * store's statements are plain SQLite, the same on both.
 */
export interface SqlDatabase {
  /** A name for messages: the database's URL or binding. */
  readonly name: string;
  /** Runs one statement and returns its rows (those of `RETURNING` for a write). */
  query(sql: string, args?: SqlValue[]): Promise<SqlRow[]>;
  /** Runs statements in order as one transaction. */
  batch(statements: string[]): Promise<void>;
  /** The version of the tables the database holds (0 when new). */
  schemaVersion(): Promise<number>;
  /** The statements that record `version` as the tables' version, run in the migration's batch. */
  recordSchemaVersion(version: number): string[];
  close(): void;
}
