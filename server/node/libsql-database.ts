import { mkdirSync } from 'node:fs';
import { createClient } from '@libsql/client';
import type { StorageConfig } from './config';
import { MessageStore } from '../contact/message-store';
import type { SqlDatabase } from '../contact/sql-database';

/**
 * The message database on Node: a SQLite file under DATA_DIR, or a remote libSQL server (Turso, `sqld`). The tables'
 * version is SQLite's own `user_version`.
 */
export async function openLibsqlDatabase(config: StorageConfig): Promise<SqlDatabase> {
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = createClient({ url: config.url, authToken: config.authToken, timeout: 5_000 });
  // WAL lets `npm run messages` read while the server writes; remote databases choose their own journal.
  if (config.url.startsWith('file:')) {
    try {
      await client.execute('PRAGMA journal_mode = WAL');
    } catch (error) {
      client.close();
      throw error;
    }
  }
  return {
    name: config.url,
    async query(sql, args = []) {
      const result = await client.execute({ sql, args });
      return result.rows.map((row) => ({ ...row }));
    },
    async batch(statements) {
      await client.batch(statements, 'write');
    },
    async schemaVersion() {
      return Number((await client.execute('PRAGMA user_version')).rows[0]?.user_version ?? 0);
    },
    recordSchemaVersion: (version) => [`PRAGMA user_version = ${version}`],
    close: () => client.close(),
  };
}

/** The message store on Node, over `openLibsqlDatabase`. */
export async function openMessageStore(config: StorageConfig): Promise<MessageStore> {
  return MessageStore.over(await openLibsqlDatabase(config));
}
