// @vitest-environment node
import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { composeMail } from './mailer';
import { storedMessage } from '../testing/outbox-fixture';

const encodedWord = '=?utf-8?B?QWRtaW4NCkJjYzogZXZpbEB4LmNvbQ==?=';
const message = storedMessage(1, Date.UTC(2026, 10, 27, 9, 30), { name: encodedWord, message: 'Hola' });

/** A header as a mail client shows it: unfolded, each RFC 2047 encoded word decoded once. */
function shown(raw: string, name: string): string {
  const folded = new RegExp(`^${name}: (.*(?:\\n[ \\t].*)*)`, 'im').exec(raw)?.[1] ?? '';
  return folded
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/\n[ \t]/g, ' ')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_word, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_hex, byte: string) => String.fromCharCode(parseInt(byte, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

/** The raw e-mail of a stored message, as the SMTP sender writes it. */
async function rawMail(stored: typeof message) {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const info = await transport.sendMail(
    composeMail(stored, { from: 'site@example.com', to: 'me@example.com' }),
  );
  return info.message.toString();
}

describe('the e-mail the owner receives', () => {
  it("shows an encoded word in the visitor's name as the text it is, never what it decodes to", async () => {
    const raw = await rawMail(message);
    for (const header of ['Subject', 'Reply-To']) {
      const text = shown(raw, header).replace(/\u2060/g, '');
      expect(text, header).toContain(encodedWord);
      expect(text, header).not.toMatch(/Admin|\r|\n/);
    }
  });

  it('leaves out the bidi controls of a name or address stored before they were refused, keeping RLM', async () => {
    const spoofing = storedMessage(2, Date.UTC(2026, 10, 27, 9, 30), {
      name: '\u202Emoc.live \u2067\u202Aسارة\u200F\u2069\u202C\u2066',
      email: 'ana\u202E@example.com',
    });
    const raw = await rawMail(spoofing);
    expect(shown(raw, 'Subject')).toBe('Portfolio contact from moc.live سارة\u200F');
    expect(shown(raw, 'Reply-To')).toMatch(/^"?moc\.live سارة\u200F"? <ana@example\.com>$/);
  });
});
