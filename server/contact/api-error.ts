import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** What went wrong, for a program: the form picks its message by `code`, never by parsing `message`. */
export type ApiErrorCode =
  | 'invalid_json'
  | 'invalid_encoding'
  | 'invalid_field'
  | 'too_fast'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'method_not_allowed'
  | 'uri_too_long'
  | 'not_found'
  | 'storage_unavailable'
  | 'not_configured'
  | 'internal_error';

export interface FieldIssue {
  /** The body field at fault, or null for the body as a whole. */
  field: string | null;
  message: string;
}

/** Every error answer of the API has this shape; never a stack trace. */
export interface ApiErrorBody {
  ok: false;
  error: {
    code: ApiErrorCode;
    /** For a person reading logs or a terminal, in English. */
    message: string;
    /** The first field at fault, when the request named one. */
    field?: string | null;
    issues?: FieldIssue[];
  };
}

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ApiErrorCode,
  message: string,
  issues?: FieldIssue[],
) {
  const body: ApiErrorBody = { ok: false, error: { code, message } };
  if (issues?.length) {
    body.error.field = issues[0]?.field ?? null;
    body.error.issues = issues;
  }
  c.header('Cache-Control', 'no-store');
  return c.json(body, status);
}
