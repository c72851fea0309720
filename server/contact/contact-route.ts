import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  CONTACT_HONEYPOT_FIELD,
  contactRequestSchema,
  type ContactFields,
} from '../../src/content/contact-message';
import { apiError, type FieldIssue } from './api-error';
import { decodeJsonBody, type JsonBody } from './body-decoding';
import {
  bodyKindOf,
  encodingRefusal,
  formAnswer,
  formPostSchema,
  isCrossSite,
  isFormPost,
  readFormPost,
  refusalOf,
  type FormPost,
  type FormRefusal as Refusal,
} from './form-post';
import { RateLimiter, type Refused } from './rate-limiter';

/**
 * Larger than any valid message in UTF-8 and JSON escaping (5000 characters of text plus the short fields), and
 * than any valid message in Latin script as a native form post sends it (percent-encoding makes an accented letter
 * 6 bytes: about 31 KB at most). 5000 characters of, say, CJK script (9 bytes each) would not fit that way; JSON
 * carries them. createApp refuses larger bodies on every route before anything reads them.
 */
export const MAX_CONTACT_BODY_BYTES = 32 * 1024;

export interface ContactRouteOptions {
  /** Stores a message; the answer is sent only once this resolves. */
  store: { add(fields: ContactFields): Promise<{ publicId: string }> };
  /** Called after a message is stored, so that forwarding starts at once (on the edge, past the answer: `c`'s context). */
  onStored?: (c: Context) => void;
  /** Accepted messages (`max`) and refused requests (`refusedMax`) per client every `windowMs`. */
  rateLimit: { max: number; refusedMax: number; windowMs: number };
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

/** How a refused form post is answered: the failure page, in its language, with the visitor's text. */
type FormRefusal = (c: Context, status: ContentfulStatusCode, form: FormPost) => Response;

/**
 * Two ceilings per client and window: accepted messages (`max`), and refused requests (`refusedMax`, higher), so that
 * a visitor who corrects a typo is never locked out while a flood of bad requests still is. A request takes a place
 * under both ceilings as it is admitted, before its body is read, so that requests sent together cannot all pass; once
 * its answer is known it gives back the one that does not apply (both for a 503, our storage failing).
 */
function rateLimited(options: ContactRouteOptions, refuseForm: FormRefusal): MiddlewareHandler {
  const { max, refusedMax, windowMs } = options.rateLimit;
  const messages = new RateLimiter(max, windowMs);
  const refusals = new RateLimiter(refusedMax, windowMs);
  const refuse = async (c: Context, { retryAfterSeconds }: Refused) => {
    c.header('Retry-After', String(retryAfterSeconds));
    if (isFormPost(c)) return refuseForm(c, 429, await readFormPost(c));
    return apiError(c, 429, 'rate_limited', 'Too many messages from this address; try again later.');
  };
  return async (c, next) => {
    const client = options.clientOf(c);
    const message = messages.take(client);
    if (!message.allowed) return refuse(c, message);
    const refusal = refusals.take(client);
    if (!refusal.allowed) {
      message.release();
      return refuse(c, refusal);
    }
    let status = 500;
    try {
      await next();
      status = c.res.status;
    } finally {
      if (status >= 300) message.release();
      if (status < 400 || status >= 500) refusal.release();
    }
  };
}

function issuesOf(error: {
  issues: { path: PropertyKey[]; message: string; code: string; keys?: string[] }[];
}) {
  return error.issues.map((issue): FieldIssue => {
    const field = issue.path[0] ?? (issue.code === 'unrecognized_keys' ? issue.keys?.[0] : undefined);
    return { field: field === undefined ? null : String(field), message: issue.message };
  });
}

/** The answer to a JSON body that cannot be read: broken JSON, or bytes that are not UTF-8 (naming their fields). */
function unreadable(c: Context, { code, fields }: Extract<JsonBody, { ok: false }>) {
  if (code === 'invalid_json') {
    return apiError(c, 400, code, 'The body is not valid JSON.', [
      { field: null, message: 'is not valid JSON' },
    ]);
  }
  const where = fields.length ? ` in ${fields.join(', ')}` : '';
  const atFault = fields.length ? fields : [null];
  return apiError(
    c,
    400,
    code,
    `The body is not valid UTF-8${where}.`,
    atFault.map((field) => ({ field, message: 'is not valid UTF-8' })),
  );
}

/**
 * Stores a message and wakes the forwarding, or drops it when the honeypot is filled (a bot then learns nothing from
 * the answer). The id to answer with, or undefined when the store failed.
 */
async function deliver(
  c: Context,
  options: ContactRouteOptions,
  honeypot: string | undefined,
  fields: ContactFields,
): Promise<string | undefined> {
  if (honeypot) {
    options.log?.('contact: dropped a message that filled the honeypot');
    return crypto.randomUUID();
  }
  let stored: { publicId: string };
  try {
    stored = await options.store.add(fields);
  } catch (error) {
    options.log?.(`contact: could not store a message: ${error instanceof Error ? error.message : error}`);
    return undefined;
  }
  options.onStored?.(c);
  return stored.publicId;
}

/** Answers a native form post with a page rather than JSON: see form-post.ts. */
function formRoute(options: ContactRouteOptions, stylesheets: readonly string[]) {
  const refuse = (
    c: Context,
    status: ContentfulStatusCode,
    form: FormPost,
    { outcome, field }: Refusal = { outcome: 'failure' },
  ) => formAnswer(c, status, outcome, { language: form.language, stylesheets, kept: form.values, field });
  const handle = async (c: Context) => {
    const form = await readFormPost(c);
    if (isCrossSite(c)) return refuse(c, 403, form);
    const badBytes = encodingRefusal(form);
    if (badBytes) return refuse(c, 400, form, badBytes);
    const parsed = formPostSchema.safeParse(form.values);
    if (!parsed.success) {
      const atFault = issuesOf(parsed.error).map(({ field }) => field);
      return refuse(c, 400, form, refusalOf(form.values, atFault));
    }
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, ...fields } = parsed.data;
    const id = await deliver(c, options, honeypot, fields);
    if (id === undefined) return refuse(c, 503, form);
    return formAnswer(c, 200, 'success', { language: form.language, stylesheets });
  };
  return { refuse, handle };
}

/**
 * `POST /api/contact`: rate-limit, validate, filter spam, store, then answer. Mounted by createApp, which passes the
 * site's stylesheets for the pages that answer a native form post.
 */
export function contactRoute(options: ContactRouteOptions, stylesheets: readonly string[] = []) {
  const route = new Hono();
  const form = formRoute(options, stylesheets);
  route.post('/', rateLimited(options, form.refuse), async (c) => {
    const kind = bodyKindOf(c.req.header('content-type'));
    if (kind === 'form') return form.handle(c);
    if (kind !== 'json') {
      return apiError(
        c,
        415,
        'unsupported_media_type',
        'Send the message as JSON (Content-Type: application/json).',
      );
    }
    // Decoded as the Fetch standard's text() does and workerd's does not: a leading byte-order mark is dropped.
    const body = decodeJsonBody(new Uint8Array(await c.req.arrayBuffer()));
    if (!body.ok) return unreadable(c, body);
    const parsed = contactRequestSchema.safeParse(body.body);
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      const summary = issues.map(({ field, message }) => `${field ?? 'body'} ${message}`).join('; ');
      return apiError(c, 400, 'invalid_field', summary, issues);
    }
    const { [CONTACT_HONEYPOT_FIELD]: honeypot, elapsedMs, ...fields } = parsed.data;
    // A filled honeypot is answered like a success before the fill time is looked at.
    if (!honeypot && elapsedMs < options.minFillMs) {
      return apiError(
        c,
        400,
        'too_fast',
        'The form was sent too quickly after it appeared; please send it again.',
        [{ field: 'elapsedMs', message: `must be at least ${options.minFillMs}` }],
      );
    }
    const id = await deliver(c, options, honeypot, fields);
    if (id === undefined) {
      return apiError(
        c,
        503,
        'storage_unavailable',
        'The message could not be stored; please try again later.',
      );
    }
    return accepted(c, id);
  });
  route.all('/', (c) => {
    c.header('Allow', 'POST');
    return apiError(c, 405, 'method_not_allowed', 'Use POST to send a message.');
  });
  return route;
}

/**
 * `POST /api/contact` on a site whose contact settings are wrong (the Worker's variables; the Node server refuses to
 * start instead): every page stays up, and only this route says so, with 503 `not_configured`, which the form takes
 * as a site without a contact API (the visitor's mail client sends the message), or a native form post's failure
 * page in its language, the visitor's text kept.
 */
export function contactUnavailable(stylesheets: readonly string[] = []) {
  const route = new Hono();
  route.post('/', async (c) => {
    if (isFormPost(c)) {
      const form = await readFormPost(c);
      return formAnswer(c, 503, 'failure', { language: form.language, stylesheets, kept: form.values });
    }
    return apiError(
      c,
      503,
      'not_configured',
      'The contact form is not set up on this site; its log says why.',
    );
  });
  route.all('/', (c) => {
    c.header('Allow', 'POST');
    return apiError(c, 405, 'method_not_allowed', 'Use POST to send a message.');
  });
  return route;
}
