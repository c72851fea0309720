// zod/mini rather than zod: the contact form may import this schema, and the mini build keeps the
// validation bytes of the page small. Nothing here may import server-only code.
import { z } from 'zod/mini';
import { languages } from '@/i18n/languages';
import { isBlank, isBlankName } from '@/lib/blank-text';
import { hasDirectionControl, hasLoneSurrogate } from '@/lib/unsafe-text';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_HONEYPOT_MAX_LENGTH,
  contactFieldSpec,
  type ContactField,
  type ContactFieldKind,
} from '@/lib/constants';

export { CONTACT_FIELD_SPECS } from '@/lib/constants';

/**
 * The honeypot: a field the form renders hidden from people (off screen, `aria-hidden`, `tabindex="-1"`,
 * `autocomplete="off"`), so only a bot fills it. The server drops such a message while answering as if it were accepted.
 */
export { CONTACT_HONEYPOT_FIELD } from '@/lib/constants';

// Any tag-like markup (`<script>`, `<img …>`, `</b>`): a contact message is plain text, and refusing markup here
// keeps it out of the database and the owner's mailbox. A lone `<` (as in `a < b`) is fine.
const markup = /<\/?[a-z!][^>]*>/i;
// Control characters other than tab and line breaks; in a name, line breaks too, and the Unicode line and paragraph
// separators (it goes into a mail header, and is one line wherever it is shown).
const messageControl = /(?![\t\n\r])\p{Cc}/u;
const nameControl = /[\p{Cc}\p{Zl}\p{Zp}]/u;

const required = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});
const noMarkup = z.refine<string>((value) => !markup.test(value), 'must not contain HTML tags');
// Every field: text that would be drawn reordered, or is not Unicode text (src/lib/unsafe-text.ts). A blank value is
// only `is required`, whatever invisible characters it is made of.
const unicodeText = [
  z.refine<string>(
    (value) => isBlank(value) || !hasDirectionControl(value),
    'must not contain text direction controls',
  ),
  z.refine<string>(
    (value) => isBlank(value) || !hasLoneSurrogate(value),
    'must not contain a broken character (a lone surrogate)',
  ),
];

const text = (maxLength: number) =>
  z.string(required('a string')).check(
    z.trim(),
    z.minLength(1, 'is required'),
    // Only zero-width or other invisible characters would reach the owner as a blank name or message.
    z.refine<string>((value) => value === '' || !isBlank(value), 'is required'),
    z.maxLength(maxLength, `must be at most ${maxLength} characters`),
    noMarkup,
    ...unicodeText,
  );

const line = (maxLength: number) =>
  text(maxLength).check(
    z.refine<string>((value) => !nameControl.test(value), 'must be a single line of text'),
  );

/** Each kind of field's rules (`ContactFieldKind`), for its longest value. */
const rules: Record<ContactFieldKind, (maxLength: number) => z.ZodMiniType<string, string>> = {
  name: (maxLength) =>
    line(maxLength).check(
      z.refine<string>((value) => isBlank(value) || !isBlankName(value), 'must contain a letter or a digit'),
    ),
  line,
  text: (maxLength) =>
    text(maxLength).check(
      z.refine<string>((value) => !messageControl.test(value), 'must not contain control characters'),
    ),
  email: (maxLength) =>
    z.pipe(
      z
        .string(required('a string'))
        .check(
          z.trim(),
          z.minLength(1, 'is required'),
          z.maxLength(maxLength, `must be at most ${maxLength} characters`),
          ...unicodeText,
        ),
      z.email('must be a valid e-mail address'),
    ),
};

// The fields of CONTACT_FIELD_SPECS, in their order, each checked by its kind's rules.
const fields = Object.fromEntries(
  CONTACT_FIELDS.map((field) => {
    const { kind, maxLength } = contactFieldSpec(field);
    return [field, rules[kind](maxLength)];
  }),
) as Record<ContactField, z.ZodMiniType<string, string>>;
const language = z.enum(languages, required(`one of ${languages.map((code) => `'${code}'`).join(', ')}`));

// zod/mini carries no default messages: the body as a whole gets its own.
const bodyError = {
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `has unknown fields: ${(issue.keys ?? []).join(', ')}`
      : 'must be a JSON object',
};

/** What a visitor writes in the contact form, plus the interface language it was written in. */
export const contactFieldsSchema = z.strictObject({ ...fields, language }, bodyError);

/**
 * The body of `POST /api/contact`: the visitor's fields plus two spam signals the form adds.
 * - `website`: the honeypot (see CONTACT_HONEYPOT_FIELD); empty or absent from a person.
 * - `elapsedMs`: milliseconds from the form appearing to its submission, measured on the visitor's clock
 *   (a duration, so a wrong clock does not matter). The server refuses messages sent faster than a person can type.
 */
export const contactRequestSchema = z.strictObject(
  {
    ...contactFieldsSchema.shape,
    [CONTACT_HONEYPOT_FIELD]: z.optional(
      z
        .string('must be a string')
        .check(
          z.maxLength(
            CONTACT_HONEYPOT_MAX_LENGTH,
            `must be at most ${CONTACT_HONEYPOT_MAX_LENGTH} characters`,
          ),
        ),
    ),
    elapsedMs: z.int(required('a whole number of milliseconds')).check(z.nonnegative('must not be negative')),
  },
  bodyError,
);

export type ContactFields = z.output<typeof contactFieldsSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
/** What the form sends: the visitor's text untrimmed, the spam fields. */
export type ContactRequestBody = z.input<typeof contactRequestSchema>;
