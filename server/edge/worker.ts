// The site on Cloudflare Workers: the built files as static assets, the contact API storing messages in D1 and
// forwarding them through an HTTPS e-mail API, after each message and on a Cron Trigger (docs/deploy.md).
import { files, pages, policy, stylesheets } from 'virtual:built-site';
import { createApp } from '../core/app';
import { readContactConfig, type ContactSettings } from '../core/contact-config';
import { createEmailApiSender } from '../contact/email-api-sender';
import { MessageStore } from '../contact/message-store';
import { forwardWaiting } from '../contact/outbox-walk';
import { d1Database, type D1Like } from './d1-database';
import { edgeSite, type AssetsFetcher } from './edge-site';

/** The Worker's bindings and variables (wrangler.jsonc); the e-mail ones as in .env.example. */
export interface Env {
  ASSETS: AssetsFetcher;
  DB: D1Like;
  EMAIL_API_URL?: string;
  EMAIL_API_KEY?: string;
  EMAIL_FROM?: string;
  CONTACT_TO?: string;
  [variable: string]: unknown;
}

/** What the Worker uses of its execution context. */
interface Context {
  waitUntil(promise: Promise<unknown>): void;
}

/** The text variables of the environment, for the configuration. */
const variables = (env: Env) =>
  Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

// Per isolate: the configuration (or why it is wrong), the store (its tables checked once) and the app, made at the
// first request.
let settings: ContactSettings | Error | undefined;
let store: Promise<MessageStore> | undefined;
let app: ReturnType<typeof createApp> | undefined;

/**
 * The contact settings, or none when a variable is wrong: then the site stays up and only the contact API answers
 * that it is not set up, while the log (`wrangler tail`) names each variable at fault, once per isolate.
 */
function settingsOf(env: Env): ContactSettings | undefined {
  if (!settings) {
    try {
      settings = readContactConfig(variables(env));
    } catch (error) {
      settings = error instanceof Error ? error : new Error(String(error));
      console.error(`The contact form is off until this is fixed. ${settings.message}`);
    }
  }
  return settings instanceof Error ? undefined : settings;
}

function storeOf(env: Env): Promise<MessageStore> {
  store ??= MessageStore.over(d1Database(env.DB)).catch((error: unknown) => {
    store = undefined;
    throw error;
  });
  return store;
}

/**
 * Forwards the waiting messages, as the Node server's outbox does on its timers: the queue at once after a new
 * message (`catchUp`), what is due on the Cron Trigger. These runs overlap, in one isolate or several, so they send
 * one message at a time between them: one that finds a message out leaves the rest to the run sending it, which
 * looks again before it ends (`forwardWaiting`, `MessageStore.claimNext`). Messages stay in D1 while EMAIL_API_URL
 * is unset.
 */
async function forward(env: Env, catchUp: boolean) {
  const contact = settingsOf(env);
  if (!contact?.emailApi) return;
  const { emailApi, outbox } = contact;
  await forwardWaiting(
    {
      store: await storeOf(env),
      send: createEmailApiSender(emailApi),
      ...outbox,
      leaseMs: emailApi.timeoutMs * 2,
      log: (line) => console.log(line),
    },
    { catchUp },
  );
}

function appOf(env: Env) {
  const contact = settingsOf(env);
  app ??= createApp({
    site: edgeSite(env.ASSETS, { pages, files, stylesheets }),
    policy,
    contact: contact && {
      store: { add: async (fields) => (await storeOf(env)).add(fields) },
      // Past the answer: the visitor does not wait for the e-mail.
      onStored: (c) => c.executionCtx.waitUntil(forward(env, true)),
      rateLimit: contact.rateLimit,
      minFillMs: contact.minFillMs,
      // Cloudflare sets the visitor's address; a client cannot.
      clientOf: (c) => c.req.header('cf-connecting-ip') ?? 'unknown',
      log: (line) => console.log(line),
    },
  });
  return app;
}

export default {
  fetch(request: Request, env: Env, ctx: Context) {
    return appOf(env).fetch(request, env, ctx as never);
  },
  scheduled(_controller: unknown, env: Env, ctx: Context) {
    ctx.waitUntil(forward(env, false));
  },
};
