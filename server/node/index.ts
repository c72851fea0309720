import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { createApp, type AppOptions } from '../core/app';
import { readConfig, type ServerConfig } from './config';
import { clientAddress } from './client-address';
import { MAX_CONTACT_BODY_BYTES } from '../contact/contact-route';
import { createEmailApiSender } from '../contact/email-api-sender';
import { createSmtpSender } from './smtp-sender';
import { openMessageStore } from './libsql-database';
import { Outbox } from '../contact/outbox';
import { nodeSite } from './node-site';
import { PageStore } from './page-store';
import { FileStore } from './file-store';
import { POLICY_FILE, readPolicy } from '../security/content-security-policy';

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

const store = await openMessageStore(config.storage).catch((error: unknown) =>
  fail(error, `Cannot open the message database ${config.storage.url} (DATA_DIR / DATABASE_URL): `),
);
const { smtp, emailApi } = config;
// An SMTP attempt has at most four phases bounded by the timeout (connect, greeting, commands, data); an API call one.
const forwarding = smtp
  ? {
      send: createSmtpSender(smtp),
      leaseMs: smtp.timeoutMs * 4,
      to: smtp.to,
      via: `${smtp.host}:${smtp.port}`,
    }
  : emailApi
    ? {
        send: createEmailApiSender(emailApi),
        leaseMs: emailApi.timeoutMs * 2,
        to: emailApi.to,
        via: emailApi.url,
      }
    : undefined;
const outbox = forwarding
  ? new Outbox({
      store,
      send: forwarding.send,
      ...config.outbox,
      leaseMs: forwarding.leaseMs,
      log: (line) => console.log(line),
    })
  : undefined;

let built: Pick<AppOptions, 'site' | 'policy'>;
try {
  // The build writes the policy beside the page map.
  built = {
    site: nodeSite(
      new PageStore(config.clientDir, config.pagesFile),
      new FileStore(config.clientDir, dirname(config.pagesFile)),
    ),
    policy: readPolicy(join(dirname(config.pagesFile), POLICY_FILE)),
  };
} catch (error) {
  fail(error);
}

const app = createApp({
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
      forwarding
        ? `Contact messages are stored, then forwarded to ${forwarding.to} through ${forwarding.via}.`
        : 'Contact messages are stored only (neither SMTP_HOST nor EMAIL_API_URL is set); list them with `npm run messages`.',
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

/**
 * How long a stopping server lets the requests under way finish. A connection whose request never ends (a stalled
 * client, a socket the browser opened ahead and never used) would otherwise hold it for a minute or more.
 */
const SHUTDOWN_GRACE_MS = 5_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(async () => {
      await outbox?.stop();
      store.close();
      process.exit(0);
    });
    if ('closeAllConnections' in server)
      setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
