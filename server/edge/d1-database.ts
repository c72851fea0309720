import type { SqlDatabase, SqlValue } from '../contact/sql-database';

/** What the store uses of a D1 binding (Cloudflare's `D1Database`), so that this module needs none of its types. */
export interface D1Statement {
  bind(...values: SqlValue[]): D1Statement;
  all(): Promise<{ results: Record<string, unknown>[] }>;
  run(): Promise<unknown>;
}
export interface D1Like {
  prepare(sql: string): D1Statement;
  batch(statements: D1Statement[]): Promise<unknown[]>;
}

/**
 * The message database on the edge: Cloudflare D1 (SQLite), bound to the Worker. D1 does not let a Worker set
 * `PRAGMA user_version`, so the tables' version is kept in a table of its own; a batch is one transaction there too.
 */
export function d1Database(db: D1Like, name = 'D1 (binding DB)'): SqlDatabase {
  return {
    name,
    async query(sql, args = []) {
      return (
        await db
          .prepare(sql)
          .bind(...args)
          .all()
      ).results;
    },
    async batch(statements) {
      await db.batch(statements.map((sql) => db.prepare(sql)));
    },
    async schemaVersion() {
      await db.prepare('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)').run();
      const { results } = await db.prepare('SELECT MAX(version) AS version FROM schema_version').all();
      return Number(results[0]?.version ?? 0);
    },
    recordSchemaVersion: (version) => [
      'DELETE FROM schema_version',
      `INSERT INTO schema_version (version) VALUES (${version})`,
    ],
    close: () => undefined,
  };
}
