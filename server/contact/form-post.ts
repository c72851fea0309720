import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MIMEType } from 'whatwg-mimetype';
import { z } from 'zod/mini';
import { contactRequestSchema } from '../../src/content/contact-message';
import { isLanguage, type Language } from '../../src/i18n/languages';
import { requestLanguage } from '../core/request-language';
import { isBlankField } from '../../src/lib/blank-text';
import { isUnsafeText } from '../../src/lib/unsafe-text';
import { CONTACT_FIELDS, contactFieldSpec, type ContactField } from '../../src/lib/constants';
import { answerPage, type FormOutcome, type KeptFields } from './answer-page';
import { decodeFormBody } from './body-decoding';

/** How a body of `POST /api/contact` is encoded: JSON from the enhanced form, urlencoded from a native form post. */
export type BodyKind = 'json' | 'form';

const kinds: Partial<Record<string, BodyKind>> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
};

/**
 * The kind a Content-Type names, or undefined for any other type or a charset other than UTF-8. Parsed as the WHATWG
 * MIME Sniffing standard does (whatwg-mimetype): type, parameter names and the charset are case-insensitive, and a
 * value may be quoted (RFC 9110, 5.6.6): `charset="UTF-8"` is UTF-8.
 */
export function bodyKindOf(contentType: string | undefined): BodyKind | undefined {
  const type = MIMEType.parse(contentType ?? '');
  const charset = type?.parameters.get('charset');
  if (!type || (charset !== undefined && charset.toLowerCase() !== 'utf-8')) return undefined;
  return kinds[type.essence];
}

export const isFormPost = (c: Context) => bodyKindOf(c.req.header('content-type')) === 'form';

/**
 * A native form post: the JSON body's fields and honeypot, without `elapsedMs`. A page without JavaScript cannot
 * measure the fill time, so that one check is skipped for form posts; the honeypot and the rate limit still apply.
 */
export const formPostSchema = z.omit(contactRequestSchema, { elapsedMs: true });

export interface FormPost {
  /** The posted fields, as the visitor typed them; `language` filled in when the form did not send it. */
  values: Record<string, string>;
  /** The language to answer in: the form's own, else the one the request negotiates. */
  language: Language;
  /** The fields whose bytes are not UTF-8 (their values hold U+FFFD instead), null for a name that is not. */
  notUtf8: (string | null)[];
}

/** Reads a urlencoded body. A form from a page older than the `language` field is answered in the negotiated one. */
export async function readFormPost(c: Context): Promise<FormPost> {
  const { values: posted, notUtf8 } = decodeFormBody(new Uint8Array(await c.req.arrayBuffer()));
  const language = isLanguage(posted.language) ? posted.language : requestLanguage(c);
  return { values: { language, ...posted }, language, notUtf8 };
}

/** Why a form post was refused: the outcome, and for `too_long` and `invalid_text` the field. */
export interface FormRefusal {
  outcome: FormOutcome;
  field?: ContactField;
}

/** A form post whose bytes are not all UTF-8: the first visible field at fault is named, else none is. */
export function encodingRefusal({ notUtf8 }: FormPost): FormRefusal | undefined {
  if (!notUtf8.length) return undefined;
  const field = CONTACT_FIELDS.find((name) => notUtf8.includes(name));
  return field ? { outcome: 'invalid_text', field } : { outcome: 'failure' };
}

/** Why a form post was refused, in the spec's form states: as the enhanced form would have said it. */
export function refusalOf(values: Record<string, string>, fieldsAtFault: (string | null)[]): FormRefusal {
  if (CONTACT_FIELDS.some((field) => isBlankField(field, values[field] ?? '')))
    return { outcome: 'incomplete' };
  const tooLong = CONTACT_FIELDS.find(
    (field) => (values[field]?.trim().length ?? 0) > contactFieldSpec(field).maxLength,
  );
  if (tooLong) return { outcome: 'too_long', field: tooLong };
  // Before the address's own check: a control hidden in it is what the visitor must be told about.
  const unsafe = CONTACT_FIELDS.find((field) => isUnsafeText(values[field] ?? ''));
  if (unsafe) return { outcome: 'invalid_text', field: unsafe };
  return { outcome: fieldsAtFault.includes('email') ? 'invalid_email' : 'failure' };
}

/**
 * A cross-site form post (another site's page posting to ours in the visitor's browser) is refused; JSON needs no
 * such check, since a cross-site JSON request needs a CORS preflight the server never grants. Browsers without
 * Sec-Fetch-Site are let through.
 */
export const isCrossSite = (c: Context) =>
  ['cross-site', 'same-site'].includes(c.req.header('sec-fetch-site') ?? '');

/** Answers a form post with a complete HTML page; `kept` is what the visitor wrote, echoed on a failure. */
export function formAnswer(
  c: Context,
  status: ContentfulStatusCode,
  outcome: FormOutcome,
  page: { language: Language; stylesheets: readonly string[]; kept?: KeptFields; field?: ContactField },
) {
  c.header('Cache-Control', 'no-store');
  c.header('Content-Language', page.language);
  return c.html(answerPage({ ...page, outcome }), status);
}
