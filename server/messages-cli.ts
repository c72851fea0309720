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
import { parseArgs } from 'node:util';
import { readStorageConfig } from './config';
import { diskWarning } from './contact/disk-space';
import { formatMessages, type MessagePage } from './contact/format-messages';
import { openMessageStore } from './contact/libsql-database';

const DEFAULT_LIMIT = 50;

function wholeNumber(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new Error(`--${name} takes a whole number from 1, not "${value}"`);
  return number;
}

function asJson({ messages, health, matching, more }: MessagePage, disk: string | undefined) {
  return JSON.stringify(
    { ...health, diskWarning: disk ?? null, matching, showing: messages.length, more, messages },
    null,
    2,
  );
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      pending: { type: 'boolean', default: false },
      limit: { type: 'string' },
      before: { type: 'string' },
    },
  });
  const limit = wholeNumber('limit', values.limit) ?? DEFAULT_LIMIT;
  const before = wholeNumber('before', values.before);
  const storage = readStorageConfig();
  const file = storage.dataDir ? fileURLToPath(storage.url) : undefined;
  if (file !== undefined && !existsSync(file)) {
    const empty = { total: 0, waiting: 0, oldestWaitingAt: null, lastSentAt: null, lastError: null };
    console.log(
      values.json
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
      delivery: values.pending ? 'pending' : undefined,
      limit: limit + 1,
      before,
    });
    const health = await store.health();
    const page: MessagePage = {
      messages: rows.slice(0, limit),
      health,
      matching: values.pending ? health.waiting : health.total,
      more: rows.length > limit,
    };
    console.log(values.json ? asJson(page, disk) : formatMessages(page));
    if (!values.json && disk) console.log(disk);
    if (!values.json && !process.env.SMTP_HOST) {
      console.log(
        'SMTP_HOST is not set here: the server keeps messages in the database without forwarding them.',
      );
    }
  } finally {
    store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
