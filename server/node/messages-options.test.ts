// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { forwardingNote, readMessagesOptions } from './messages-options';

describe('npm run messages', () => {
  it('takes a page size and a message number', () => {
    expect(readMessagesOptions([])).toEqual({ json: false, pending: false, limit: 50, before: undefined });
    expect(readMessagesOptions(['--pending', '--limit', '200', '--before', '1234', '--json'])).toEqual({
      json: true,
      pending: true,
      limit: 200,
      before: 1234,
    });
  });

  it.each([
    ['--limit', '99999999999999999999', '--limit takes a whole number from 1 to 10000'],
    ['--limit', '10001', '--limit takes a whole number from 1 to 10000'],
    ['--limit', '0', '--limit takes a whole number from 1 to 10000'],
    ['--limit', '2.5', '--limit takes a whole number from 1 to 10000'],
    ['--before', '99999999999999999999', '--before takes a message number from 1'],
    ['--before', '1e3', '--before takes a message number from 1'],
    ['--before', '-4', '--before takes a message number from 1'],
  ])('refuses %s %s, naming the option', (flag, value, message) => {
    expect(() => readMessagesOptions([`${flag}=${value}`])).toThrow(`${message}, not "${value}"`);
  });

  it('says that messages stay unforwarded only when neither SMTP nor the e-mail API is set', () => {
    expect(forwardingNote({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'site@example.com' })).toBeUndefined();
    expect(
      forwardingNote({
        EMAIL_API_URL: 'https://api.resend.com/emails',
        EMAIL_API_KEY: 're_123',
        EMAIL_FROM: 'site@example.com',
      }),
    ).toBeUndefined();
    expect(forwardingNote({ EMAIL_API_URL: 'https://api.resend.com/emails' })).toMatch(
      /^The server would not start with the settings here: .*EMAIL_API_KEY: is required when EMAIL_API_URL is set/s,
    );
    expect(forwardingNote({})).toBe(
      'Neither SMTP_HOST nor EMAIL_API_URL is set here: the server keeps messages in the database without forwarding them.',
    );
  });
});
