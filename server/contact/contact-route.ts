import { randomUUID } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  CONTACT_HONEYPOT_FIELD,
  contactRequestSchema,
  type ContactFields,
} from '../../src/content/contact-message';
import { apiError, type FieldIssue } from './api-error';
import { RateLimiter } from './rate-limiter';

/**
 * Larger than any valid message in UTF-8 and JSON escaping (5000 characters of text plus the short fields).
 * createApp refuses larger bodies on every route before anything reads them.
 */
export const MAX_CONTACT_BODY_BYTES = 32 * 1024;

export interface ContactRouteOptions {
  /** Stores a message; the answer is sent only once this resolves. */
  store: { add(fields: ContactFields): Promise<{ publicId: string }> };
  /** Called after a message is stored, so that forwarding starts at once. */
  onStored?: () => void;
  rateLimit: { max: number; windowMs: number };
  /** Submissions faster than this after the form appeared come from bots. */
  minFillMs: number;
  /** The rate-limiting key of a request's client. */
  clientOf: (c: Context) => string;
  log?: (line: string) => void;
}

/** Success: the message is stored; forwarding by e-mail happens afterwards, hence 202. */
export interface ContactAccepted {
  ok: true;
  id: string;
}

const accepted = (c: Context, id: string) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ ok: true, id } satisfies ContactAccepted, 202);
};

function rateLimited(options: ContactRouteOptions): MiddlewareHandler {
  const limiter = new RateLimiter(options.rateLimit.max, options.rateLimit.windowMs);
  return async (c, next) => {
    const decision = limiter.hit(options.clientOf(c));
    if (decision.allowed) return next();
    c.header('Retry-After', String(decision.retryAfterSeconds));
    return apiError(c, 429, 'rate_limited', 'Too many messages from this address; try again later.');
  };
}

const jsonOnly: MiddlewareHandler = async (c, next) => {
  const [type = '', ...params] = (c.req.header('content-type') ?? '').toLowerCase().split(';');
  const charset = params.map((param) => param.trim()).find((param) => param.startsWith('charset='));
  if (type.trim() !== 'application/json' || (charset && charset !== 'charset=utf-8')) {
    return apiError(
      c,
      415,
      'unsupported_media_type',
      'Send the message as JSON (Content-Type: application/json).',
    );
  }
  return next();
};

function issuesOf(error: {
  issues: { path: PropertyKey[]; message: string; code: string; keys?: string[] }[];
}) {
  return error.issues.map((issue): FieldIssue => {
    const field = issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined);
    return { field: field === undefined ? null : String(field), message: issue.message };
  });
}

/** `POST /api/contact`: rate-limit, validate, filter spam, store, then answer. Mounted by createApp. */
export function contactRoute(options: ContactRouteOptions) {
  const route = new Hono();
  route.post('/', rateLimited(options), jsonOnly, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      return apiError(c, 400, 'invalid_json', 'The body is not valid JSON.', [
        { field: null, message: 'is not valid JSON' },
      ]);
    }
    const parsed = contactRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      const summary = issues.map(({ field, message }) => `${field ?? 'body'} ${message}`).join('; ');
      return apiError(c, 400, 'invalid_field', summary, issues);
    }
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, elapsedMs, ...fields } = parsed.data;
    if (honeypot) {
      // Answered like a success so that a bot learns nothing; nothing is stored.
      options.log?.('contact: dropped a message that filled the honeypot');
      return accepted(c, randomUUID());
    }
    if (elapsedMs < options.minFillMs) {
      return apiError(
        c,
        400,
        'too_fast',
        'The form was sent too quickly after it appeared; please send it again.',
        [{ field: 'elapsedMs', message: `must be at least ${options.minFillMs}` }],
      );
    }
    let stored: { publicId: string };
    try {
      stored = await options.store.add(fields);
    } catch (error) {
      options.log?.(`contact: could not store a message: ${error instanceof Error ? error.message : error}`);
      return apiError(
        c,
        503,
        'storage_unavailable',
        'The message could not be stored; please try again later.',
      );
    }
    options.onStored?.();
    return accepted(c, stored.publicId);
  });
  route.all('/', (c) => {
    c.header('Allow', 'POST');
    return apiError(c, 405, 'method_not_allowed', 'Use POST to send a message.');
  });
  return route;
}
