import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp, type AppOptions } from './app';
import { readConfig, type ServerConfig } from './config';
import { clientAddress } from './contact/client-address';
import { MAX_CONTACT_BODY_BYTES } from './contact/contact-route';
import { createSmtpSender } from './contact/mailer';
import { MessageStore } from './contact/message-store';
import { Outbox } from './contact/outbox';
import { PageStore } from './page-store';
import { POLICY_FILE, readPolicy } from './security/content-security-policy';

// A .env file in the working directory fills in what the environment leaves unset (see .env.example).
if (existsSync('.env')) process.loadEnvFile('.env');

/** A start-up failure is the operator's to fix: say what, without a stack trace, and stop. */
function fail(error: unknown, context = ''): never {
  console.error(`${context}${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig();
} catch (error) {
  fail(error);
}

const store = await MessageStore.open(config.storage).catch((error: unknown) =>
  fail(error, `Cannot open the message database ${config.storage.url} (DATA_DIR / DATABASE_URL): `),
);
const smtp = config.smtp;
const outbox = smtp
  ? new Outbox({
      store,
      send: createSmtpSender(smtp),
      ...config.outbox,
      // An attempt has at most four phases bounded by the timeout (connect, greeting, commands, data).
      leaseMs: smtp.timeoutMs * 4,
      log: (line) => console.log(line),
    })
  : undefined;

let built: Pick<AppOptions, 'pages' | 'policy'>;
try {
  // The build writes the policy beside the page map.
  built = {
    pages: new PageStore(config.clientDir, config.pagesFile),
    policy: readPolicy(join(dirname(config.pagesFile), POLICY_FILE)),
  };
} catch (error) {
  fail(error);
}

const app = createApp({
  clientDir: config.clientDir,
  ...built,
  contact: {
    store,
    onStored: () => outbox?.wake(),
    rateLimit: config.rateLimit,
    minFillMs: config.minFillMs,
    clientOf: (c) =>
      clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), config.trustedProxies),
    log: (line) => console.log(line),
  },
});

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    // A slow client cannot hold a connection open for long while sending its request.
    serverOptions: { requestTimeout: 30_000, headersTimeout: 20_000 },
  },
  (info) => {
    console.log(
      `Portfolio served at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${info.port}`,
    );
    console.log(
      smtp
        ? `Contact messages are stored, then forwarded to ${smtp.to} through ${smtp.host}:${smtp.port}.`
        : 'Contact messages are stored only (SMTP_HOST is not set); list them with `npm run messages`.',
    );
  },
);

// Node answers `Expect: 100-continue` with 100 Continue by itself, inviting any upload. Only a body the API may take
// is invited; a larger one is refused by the app from its Content-Length, before it is sent.
server.on('checkContinue', (request: IncomingMessage, response: ServerResponse) => {
  if (!(Number(request.headers['content-length']) > MAX_CONTACT_BODY_BYTES)) response.writeContinue();
  server.emit('request', request, response);
});

outbox?.start();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(async () => {
      await outbox?.stop();
      store.close();
      process.exit(0);
    });
  });
}
