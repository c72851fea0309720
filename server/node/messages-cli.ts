/**
 * `npm run messages`: the owner's view of the contact messages and of their forwarding by e-mail.
 *   npm run messages                     the 50 newest messages, the true totals and the outbox's health
 *   npm run messages -- --pending        only those not forwarded yet
 *   npm run messages -- --limit 200      a longer page
 *   npm run messages -- --before 1234    the page older than message #1234
 *   npm run messages -- --json           the same, as JSON, for scripts
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readStorageConfig } from './config';
import { diskWarning } from './disk-space';
import { formatMessages, type MessagePage } from '../contact/format-messages';
import { openMessageStore } from './libsql-database';
import { forwardingNote, readMessagesOptions } from './messages-options';

function asJson({ messages, health, matching, more }: MessagePage, disk: string | undefined) {
  return JSON.stringify(
    { ...health, diskWarning: disk ?? null, matching, showing: messages.length, more, messages },
    null,
    2,
  );
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { json, pending, limit, before } = readMessagesOptions(process.argv.slice(2));
  const storage = readStorageConfig();
  const file = storage.dataDir ? fileURLToPath(storage.url) : undefined;
  if (file !== undefined && !existsSync(file)) {
    const empty = { total: 0, waiting: 0, oldestWaitingAt: null, lastSentAt: null, lastError: null };
    console.log(
      json
        ? asJson({ messages: [], health: empty, matching: 0, more: false }, undefined)
        : `No messages yet: ${file} does not exist (the server creates it).`,
    );
    return;
  }
  // A local database lives on a disk the owner can check; a remote one is its provider's business.
  const disk = file === undefined ? undefined : await diskWarning(file);
  const store = await openMessageStore(storage);
  try {
    // One more than the page, to know whether older ones remain.
    const rows = await store.list({
      delivery: pending ? 'pending' : undefined,
      limit: limit + 1,
      before,
    });
    const health = await store.health();
    const page: MessagePage = {
      messages: rows.slice(0, limit),
      health,
      matching: pending ? health.waiting : health.total,
      more: rows.length > limit,
    };
    console.log(json ? asJson(page, disk) : formatMessages(page));
    if (!json && disk) console.log(disk);
    const note = json ? undefined : forwardingNote(process.env);
    if (note) console.log(note);
  } finally {
    store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
