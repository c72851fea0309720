// The configuration every platform reads for the contact API and its forwarding (the Node server's config.ts adds its
// own; the edge Worker reads only this). Pure: no Node module, so that a Worker can bundle it.
import { z } from 'zod';
import { profileSource } from '../../content/profile';
import type { EmailApiConfig } from '../contact/email-api-sender';

// Every variable is documented in .env.example; an empty value counts as unset.
export const milliseconds = (fallback: number) => z.coerce.number().int().min(0).default(fallback);
export const text = z.string().min(1).optional();
export const address = z
  .string()
  .regex(/@/, 'must be an address such as "Portfolio <site@example.com>"')
  .optional();

export const contactSchema = z.object({
  EMAIL_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  EMAIL_API_KEY: text,
  EMAIL_FROM: address,
  CONTACT_TO: z.email().default(profileSource.email),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(100).default(60_000),
  OUTBOX_RETRY_MAX_MS: milliseconds(3_600_000),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_REFUSED_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_MS: milliseconds(600_000),
  CONTACT_MIN_FILL_MS: milliseconds(3_000),
});

/** The rules across variables of `contactSchema`, each broken one named through `need`. */
export function checkContact(
  env: z.output<typeof contactSchema>,
  need: (name: string, message: string) => void,
) {
  if (env.EMAIL_API_URL && !env.EMAIL_API_KEY) need('EMAIL_API_KEY', 'is required when EMAIL_API_URL is set');
  if (env.EMAIL_API_URL && !env.EMAIL_FROM) need('EMAIL_FROM', 'is required when EMAIL_API_URL is set');
  if (env.OUTBOX_RETRY_MAX_MS < env.OUTBOX_RETRY_BASE_MS)
    need('OUTBOX_RETRY_MAX_MS', 'must not be smaller than OUTBOX_RETRY_BASE_MS');
}

/** How long a request to the e-mail API may take. */
const EMAIL_API_TIMEOUT_MS = 15_000;

export interface ContactSettings {
  /** Forwarding through an HTTPS e-mail API, when EMAIL_API_URL is set. */
  emailApi: EmailApiConfig | undefined;
  outbox: { retryBaseMs: number; retryMaxMs: number };
  rateLimit: { max: number; refusedMax: number; windowMs: number };
  minFillMs: number;
}

export function contactSettings(c: z.output<typeof contactSchema>): ContactSettings {
  return {
    emailApi:
      c.EMAIL_API_URL && c.EMAIL_API_KEY && c.EMAIL_FROM
        ? {
            url: c.EMAIL_API_URL,
            key: c.EMAIL_API_KEY,
            from: c.EMAIL_FROM,
            to: c.CONTACT_TO,
            timeoutMs: EMAIL_API_TIMEOUT_MS,
          }
        : undefined,
    outbox: { retryBaseMs: c.OUTBOX_RETRY_BASE_MS, retryMaxMs: c.OUTBOX_RETRY_MAX_MS },
    rateLimit: {
      max: c.RATE_LIMIT_MAX,
      refusedMax: c.RATE_LIMIT_REFUSED_MAX,
      windowMs: c.RATE_LIMIT_WINDOW_MS,
    },
    minFillMs: c.CONTACT_MIN_FILL_MS,
  };
}

/** Parses an environment (empty values count as unset), or fails naming every variable at fault. */
export function parseEnvironment<T extends z.ZodType>(
  schema: T,
  env: Record<string, string | undefined>,
): z.output<T> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = schema.safeParse(present);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
}

/** The contact settings from a Worker's variables, or a failure naming each one at fault. */
export function readContactConfig(env: Record<string, string | undefined>): ContactSettings {
  const schema = contactSchema.superRefine(
    (c, ctx) => checkContact(c, (name, message) => ctx.addIssue({ code: 'custom', path: [name], message })),
    { when: () => true },
  );
  return contactSettings(parseEnvironment(schema, env));
}
