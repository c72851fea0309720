import { validMessage } from './contact-api.harness';

const without = (field: keyof typeof validMessage) => {
  const copy: Record<string, unknown> = { ...validMessage };
  delete copy[field];
  return copy;
};
export const JSON_TYPE = { 'Content-Type': 'application/json' };

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
  [
    'a huge body',
    { ...validMessage, message: 'x'.repeat(200_000) },
    JSON_TYPE,
    413,
    'payload_too_large',
    undefined,
  ],
];
