// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languages } from '@/i18n/languages';
import { contactRequest } from '@/test/contact-fixture';
import { CONTACT_FIELD_SPECS, contactRequestSchema } from './contact-message';

const valid = contactRequest({
  name: 'Ana López',
  message: 'Hello! I would like to talk about a project: a < b, and 3 > 2.',
});

/** The fields at fault and their messages, or 'ok'. */
function check(body: unknown) {
  const result = contactRequestSchema.safeParse(body);
  if (result.success) return 'ok';
  return result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
}

describe('contact request schema', () => {
  it('accepts a visitor message and trims what was typed', () => {
    const result = contactRequestSchema.parse({
      ...valid,
      name: '  Ana López ',
      email: ' ana@example.com\n',
    });
    expect(result.name).toBe('Ana López');
    expect(result.email).toBe('ana@example.com');
    expect(check({ ...valid, website: undefined })).toBe('ok');
  });

  it.each([
    ['a missing name', { ...valid, name: undefined }, ['name: is required']],
    ['a blank name', { ...valid, name: '   ' }, ['name: is required']],
    ['a number as name', { ...valid, name: 42 }, ['name: must be a string']],
    ['a name of zero-width spaces', { ...valid, name: '\u200B\u200B' }, ['name: is required']],
    ...['\u3164\u3164', '\u2800', '\uFFA0', '\u0301\u0308', '\u034F', '\uFE0F\u034F'].map((name) => [
      `a name of ${JSON.stringify(name)}, drawn blank`,
      { ...valid, name },
      ['name: is required'],
    ]),
    ['a name of signs alone', { ...valid, name: '!!!' }, ['name: must contain a letter or a digit']],
    [
      'a line separator in a name',
      { ...valid, name: 'Ana\u2028López' },
      ['name: must be a single line of text'],
    ],
    [
      'a paragraph separator in a name',
      { ...valid, name: 'Ana\u2029Ruiz' },
      ['name: must be a single line of text'],
    ],
    [
      'a message of invisible characters',
      { ...valid, message: '\u200D \u202E\uFEFF' },
      ['message: is required'],
    ],
    [
      'a header injection',
      { ...valid, name: 'Ana\r\nBcc: x@example.com' },
      ['name: must be a single line of text'],
    ],
    [
      'a long name',
      { ...valid, name: 'x'.repeat(CONTACT_FIELD_SPECS.name.maxLength + 1) },
      ['name: must be at most 100 characters'],
    ],
    ['a bad address', { ...valid, email: 'ana@' }, ['email: must be a valid e-mail address']],
    [
      'an address with a header',
      { ...valid, email: 'ana@example.com\r\nBcc: x@example.com' },
      ['email: must be a valid e-mail address'],
    ],
    [
      'a script tag',
      { ...valid, message: '<script>alert(1)</script>' },
      ['message: must not contain HTML tags'],
    ],
    [
      'an image tag',
      { ...valid, message: 'see <img src=x onerror=alert(1)>' },
      ['message: must not contain HTML tags'],
    ],
    [
      'a NUL byte',
      { ...valid, message: 'null byte \u0000' },
      ['message: must not contain control characters'],
    ],
    ['a long message', { ...valid, message: 'x'.repeat(5001) }, ['message: must be at most 5000 characters']],
    [
      'an unknown language',
      { ...valid, language: 'zz' },
      [`language: must be one of ${languages.map((code) => `'${code}'`).join(', ')}`],
    ],
    ['no fill time', { ...valid, elapsedMs: undefined }, ['elapsedMs: is required']],
    [
      'a fill time as text',
      { ...valid, elapsedMs: '12000' },
      ['elapsedMs: must be a whole number of milliseconds'],
    ],
    ['a negative fill time', { ...valid, elapsedMs: -1 }, ['elapsedMs: must not be negative']],
    ['a honeypot that is not text', { ...valid, website: 7 }, ['website: must be a string']],
    // Bidi embeddings, overrides and isolates reorder what follows them: `\u202Emoc.live` is drawn "evil.com".
    ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'].flatMap(
      (control) =>
        (['name', 'email', 'message'] as const).map((field) => [
          `U+${control.codePointAt(0)?.toString(16).toUpperCase()} in the ${field}`,
          { ...valid, [field]: field === 'email' ? `ana${control}@example.com` : `moc.live ${control}Ana` },
          [`${field}: must not contain text direction controls`],
        ]),
    ),
    ...(['name', 'email', 'message'] as const).map((field) => [
      `a lone surrogate in the ${field}`,
      { ...valid, [field]: field === 'email' ? 'ana\uD800@example.com' : 'Ana\uDC00 López' },
      [`${field}: must not contain a broken character (a lone surrogate)`],
    ]),
  ] as [string, unknown, string[]][])('refuses %s, naming the field', (_label, body, expected) => {
    expect(check(body)).toEqual(expected);
  });

  it('accepts the marks right-to-left writing needs (LRM, RLM, ALM) and paired surrogates', () => {
    expect(check({ ...valid, name: 'سارة\u200F أحمد', message: 'שלום\u200E (C++)\u061C 3' })).toBe('ok');
    expect(check({ ...valid, name: 'Ana 😀 𝒜' })).toBe('ok');
  });

  it('refuses unknown fields and bodies that are not objects', () => {
    expect(check({ ...valid, admin: true })).toEqual(['(body): has unknown fields: admin']);
    expect(check([valid])).toEqual(['(body): must be a JSON object']);
    expect(check(null)).toEqual(['(body): must be a JSON object']);
  });
});
