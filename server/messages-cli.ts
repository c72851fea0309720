/**
 * `npm run messages`: the owner's view of the contact messages and of their forwarding by e-mail.
 *   npm run messages                  all messages, newest first
 *   npm run messages -- --pending     only those not forwarded yet
 *   npm run messages -- --json        as JSON, for scripts
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readStorageConfig } from './config';
import { formatMessages } from './contact/format-messages';
import { MessageStore } from './contact/message-store';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { values } = parseArgs({
    options: { json: { type: 'boolean', default: false }, pending: { type: 'boolean', default: false } },
  });
  const storage = readStorageConfig();
  if (storage.dataDir && !existsSync(fileURLToPath(storage.url))) {
    console.log(
      values.json
        ? '[]'
        : `No messages yet: ${fileURLToPath(storage.url)} does not exist (the server creates it).`,
    );
    return;
  }
  const store = await MessageStore.open(storage);
  try {
    const messages = await store.list(values.pending ? { delivery: 'pending' } : {});
    console.log(values.json ? JSON.stringify(messages, null, 2) : formatMessages(messages));
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
