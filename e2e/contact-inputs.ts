import { expect } from '@playwright/test';
import type { ContactField } from '../src/lib/constants';
import { sampleFields } from '../src/test/contact-fixture';
import { validMessage } from './contact-api.harness';
import { fill, globalTexts, secondLanguage } from './content';

const without = (field: keyof typeof validMessage) => {
  const copy: Record<string, unknown> = { ...validMessage };
  delete copy[field];
  return copy;
};
export const JSON_TYPE = { 'Content-Type': 'application/json' };

/** Text as a page or a client in Latin-1 sends it: "é" is the byte 0xE9, which is not UTF-8. */
const latin1 = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

/**
 * Bad inputs to POST /api/contact, for every platform's tests (the Node server, the edge Worker): label, body,
 * headers, expected status, error code, field at fault.
 */
export const badInputs: [
  string,
  unknown,
  Record<string, string>,
  number,
  string,
  string | null | undefined,
][] = [
  ['an empty object', {}, JSON_TYPE, 400, 'invalid_field', 'name'],
  ['no name', without('name'), JSON_TYPE, 400, 'invalid_field', 'name'],
  ['no e-mail', without('email'), JSON_TYPE, 400, 'invalid_field', 'email'],
  ['no message', without('message'), JSON_TYPE, 400, 'invalid_field', 'message'],
  ['no language', without('language'), JSON_TYPE, 400, 'invalid_field', 'language'],
  ['no fill time', without('elapsedMs'), JSON_TYPE, 400, 'invalid_field', 'elapsedMs'],
  ['a blank name', { ...validMessage, name: '   ' }, JSON_TYPE, 400, 'invalid_field', 'name'],
  ['a number as name', { ...validMessage, name: 42 }, JSON_TYPE, 400, 'invalid_field', 'name'],
  [
    'a name of Hangul fillers',
    { ...validMessage, name: '\u3164\uFFA0' },
    JSON_TYPE,
    400,
    'invalid_field',
    'name',
  ],
  [
    'a name of combining marks',
    { ...validMessage, name: '\u0301\u034F\uFE0F' },
    JSON_TYPE,
    400,
    'invalid_field',
    'name',
  ],
  [
    'a line separator in the name',
    { ...validMessage, name: 'Ana\u2028B' },
    JSON_TYPE,
    400,
    'invalid_field',
    'name',
  ],
  // Drawn reversed ("evil.com") in the owner's mail client.
  [
    'a right-to-left override in the name',
    { ...validMessage, name: '\u202Emoc.live' },
    JSON_TYPE,
    400,
    'invalid_field',
    'name',
  ],
  [
    'a bidi isolate in the message',
    { ...validMessage, message: 'Hola \u2067مرحبا\u2069' },
    JSON_TYPE,
    400,
    'invalid_field',
    'message',
  ],
  // JSON.stringify writes it as the escape `\ud800`, which JSON.parse reads back as half a character.
  [
    'a lone surrogate in the name',
    { ...validMessage, name: 'Ana\uD800' },
    JSON_TYPE,
    400,
    'invalid_field',
    'name',
  ],
  [
    'Latin-1 bytes in the name',
    latin1(JSON.stringify({ ...validMessage, name: 'José' })),
    JSON_TYPE,
    400,
    'invalid_encoding',
    'name',
  ],
  [
    'a Latin-1 byte outside any field',
    latin1(`${JSON.stringify(validMessage)} é`),
    JSON_TYPE,
    400,
    'invalid_encoding',
    null,
  ],
  ['a list as message', { ...validMessage, message: ['hi'] }, JSON_TYPE, 400, 'invalid_field', 'message'],
  [
    'a fill time as text',
    { ...validMessage, elapsedMs: '8000' },
    JSON_TYPE,
    400,
    'invalid_field',
    'elapsedMs',
  ],
  ['an unknown language', { ...validMessage, language: 'fr' }, JSON_TYPE, 400, 'invalid_field', 'language'],
  ['an address without domain', { ...validMessage, email: 'ana@' }, JSON_TYPE, 400, 'invalid_field', 'email'],
  [
    'an address without @',
    { ...validMessage, email: 'ana.example.com' },
    JSON_TYPE,
    400,
    'invalid_field',
    'email',
  ],
  [
    'an address smuggling a header',
    { ...validMessage, email: 'ana@example.com\r\nBcc: all@example.com' },
    JSON_TYPE,
    400,
    'invalid_field',
    'email',
  ],
  [
    'a script tag',
    { ...validMessage, message: '<script>alert(1)</script>' },
    JSON_TYPE,
    400,
    'invalid_field',
    'message',
  ],
  [
    'markup in the name',
    { ...validMessage, name: '<img src=x onerror=alert(1)>' },
    JSON_TYPE,
    400,
    'invalid_field',
    'name',
  ],
  [
    'a too long message',
    { ...validMessage, message: 'x'.repeat(5001) },
    JSON_TYPE,
    400,
    'invalid_field',
    'message',
  ],
  ['an unknown field', { ...validMessage, admin: true }, JSON_TYPE, 400, 'invalid_field', 'admin'],
  ['a list as body', [validMessage], JSON_TYPE, 400, 'invalid_field', null],
  ['null as body', 'null', JSON_TYPE, 400, 'invalid_field', null],
  ['broken JSON', '{"name": "Ana", ', JSON_TYPE, 400, 'invalid_json', null],
  // A byte-order mark is read past, as the Fetch standard decodes UTF-8: the fields are checked, not refused as JSON.
  ['a byte-order mark before the JSON', '\uFEFF{}', JSON_TYPE, 400, 'invalid_field', 'name'],
  ['an empty body', '', JSON_TYPE, 400, 'invalid_json', null],
  ['a form sent too fast', { ...validMessage, elapsedMs: 40 }, JSON_TYPE, 400, 'too_fast', 'elapsedMs'],
  ['plain text', validMessage, { 'Content-Type': 'text/plain' }, 415, 'unsupported_media_type', undefined],
  // A urlencoded form post is answered with a page (e2e/contact-no-js.spec.ts); other form encodings are refused.
  [
    'a multipart form',
    'name=Ana&email=ana%40example.com',
    { 'Content-Type': 'multipart/form-data; boundary=x' },
    415,
    'unsupported_media_type',
    undefined,
  ],
  // Refused before it is read: the server may close the connection under it, and a client that sent its next
  // request on that connection would see it reset (undici did, once, against workerd), so this one closes it.
  [
    'a huge body',
    { ...validMessage, message: 'x'.repeat(200_000) },
    { ...JSON_TYPE, Connection: 'close' },
    413,
    'payload_too_large',
    undefined,
  ],
];

/** The language of the refused form posts below, and of the pages that answer them. */
const formPostLanguage = secondLanguage;
const formTexts = globalTexts[formPostLanguage].contact.form;
/** A native form post's body, the sample's fields percent-encoded, `encoded` as given. */
const formBody = (encoded: Partial<Record<ContactField, string>>) =>
  Object.entries({
    ...Object.fromEntries(
      Object.entries(sampleFields).map(([name, value]) => [name, encodeURIComponent(value)]),
    ),
    language: formPostLanguage,
    ...encoded,
  })
    .map(([name, value]) => `${name}=${value}`)
    .join('&');

/**
 * Native form posts refused for what a field's text hides, for every platform's tests: label, body, the field the
 * answer page names (400, in the form's language).
 */
const badFormPosts: [string, string | Uint8Array<ArrayBuffer>, ContactField][] = [
  ['a right-to-left override in the name', formBody({ name: encodeURIComponent('\u202Emoc.live') }), 'name'],
  // A browser on a page in Latin-1 percent-encodes the form's bytes in that encoding.
  ['Latin-1 bytes in the name, percent-encoded', formBody({ name: 'Jos%E9' }), 'name'],
  ['a raw Latin-1 byte in the message', latin1(formBody({ message: 'Jos\u00e9' })), 'message'],
];

/** The heading of the page refusing a form post for `field`. */
const invalidTextHeading = (field: ContactField) => fill(formTexts.invalid_text, { field: formTexts[field] });

/** The text of an answer page's heading, as a reader sees it (Hono's JSX escapes `&<>"'`). */
const headingOf = (html: string) =>
  (/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * Posts each refused form post to the site at `url` and checks its answer: 400, and the page in the form's language
 * naming the field.
 */
export async function expectFormRefusals(url: string) {
  for (const [label, body, field] of badFormPosts) {
    const response = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    });
    const page = [
      response.status,
      response.headers.get('content-language'),
      headingOf(await response.text()),
    ];
    expect(page, label).toEqual([400, formPostLanguage, invalidTextHeading(field)]);
  }
}
