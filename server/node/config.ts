import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  address,
  checkContact,
  contactSchema,
  contactSettings,
  milliseconds,
  parseEnvironment,
  text,
  type ContactSettings,
} from '../core/contact-config';

const storageSchema = z.object({
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z
    .string()
    .regex(/^(file|libsql|https?|wss?):/, 'must be a file:, libsql:, http(s): or ws(s): URL')
    .optional(),
  DATABASE_AUTH_TOKEN: text,
});

const configSchema = storageSchema
  .extend(contactSchema.shape)
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    CLIENT_DIR: z.string().min(1).default('dist/client'),
    PAGES_FILE: z.string().min(1).default('dist/server/pages.json'),
    SMTP_HOST: text,
    SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    SMTP_TLS: z.enum(['starttls', 'implicit', 'none']).default('starttls'),
    SMTP_USER: text,
    SMTP_PASS: text,
    SMTP_FROM: address,
    SMTP_TIMEOUT_MS: milliseconds(20_000),
    TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  })
  .superRefine(
    (env, ctx) => {
      const need = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
      if (env.SMTP_HOST && !env.SMTP_FROM) need('SMTP_FROM', 'is required when SMTP_HOST is set');
      if (env.SMTP_HOST && env.EMAIL_API_URL)
        need('EMAIL_API_URL', 'and SMTP_HOST are both set: forward through one of them');
      if (env.SMTP_USER && !env.SMTP_PASS) need('SMTP_PASS', 'is required when SMTP_USER is set');
      if (env.SMTP_PASS && !env.SMTP_USER) need('SMTP_USER', 'is required when SMTP_PASS is set');
      checkContact(env, need);
    },
    // Run even when another variable is already wrong, so that one start-up names every problem.
    { when: () => true },
  );

/** Every variable the server reads, each documented in .env.example. */
export const CONFIG_VARIABLES = Object.keys(configSchema.shape);

export interface StorageConfig {
  /** A libSQL URL: the SQLite file under DATA_DIR, or a remote database. */
  url: string;
  authToken: string | undefined;
  /** The directory to create for a local file, if any. */
  dataDir: string | undefined;
}

export interface SmtpConfig {
  host: string;
  port: number;
  tls: 'starttls' | 'implicit' | 'none';
  auth: { user: string; pass: string } | undefined;
  from: string;
  to: string;
  timeoutMs: number;
}

export interface ServerConfig extends ContactSettings {
  port: number;
  host: string;
  clientDir: string;
  pagesFile: string;
  storage: StorageConfig;
  /** Forwarding through SMTP, when SMTP_HOST is set (else through `emailApi`, if set; else not at all). */
  smtp: SmtpConfig | undefined;
  trustedProxies: number;
}

const DEFAULT_SMTP_PORTS = { starttls: 587, implicit: 465, none: 25 } as const;
const parse = parseEnvironment;

function storage(env: z.output<typeof storageSchema>): StorageConfig {
  if (env.DATABASE_URL)
    return { url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN, dataDir: undefined };
  const dataDir = resolve(env.DATA_DIR);
  return {
    url: pathToFileURL(resolve(dataDir, 'messages.db')).href,
    authToken: undefined,
    dataDir,
  };
}

/** Where the contact messages are stored; all that `npm run messages` needs. */
export function readStorageConfig(env: NodeJS.ProcessEnv = process.env): StorageConfig {
  return storage(parse(storageSchema, env));
}

/** Reads the configuration from the environment, or fails naming each variable at fault. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const c = parse(configSchema, env);
  return {
    port: c.PORT,
    host: c.HOST,
    clientDir: c.CLIENT_DIR,
    pagesFile: c.PAGES_FILE,
    storage: storage(c),
    smtp:
      c.SMTP_HOST && c.SMTP_FROM
        ? {
            host: c.SMTP_HOST,
            port: c.SMTP_PORT ?? DEFAULT_SMTP_PORTS[c.SMTP_TLS],
            tls: c.SMTP_TLS,
            auth: c.SMTP_USER && c.SMTP_PASS ? { user: c.SMTP_USER, pass: c.SMTP_PASS } : undefined,
            from: c.SMTP_FROM,
            to: c.CONTACT_TO,
            timeoutMs: c.SMTP_TIMEOUT_MS,
          }
        : undefined,
    ...contactSettings(c),
    trustedProxies: c.TRUSTED_PROXIES,
  };
}
