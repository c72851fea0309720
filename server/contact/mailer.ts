import { CONTACT_EXTRA_FIELDS } from '../../src/lib/constants';
import { withoutDirectionControls } from '../../src/lib/unsafe-text';
import type { StoredMessage } from './message-store';

/**
 * Sends one stored message; rejects when the mail service does not accept it (the outbox then tries again later).
 * Two kinds: SMTP (`smtp-sender.ts`, Node only) and an HTTPS e-mail API (`email-api-sender.ts`, Node and the edge).
 */
export type SendMessage = (message: StoredMessage) => Promise<void>;

/** Who sends the owner's e-mails (an address of the site's domain) and who receives them. */
export interface MailAddresses {
  from: string;
  to: string;
}

/**
 * Text a visitor wrote, for a mail header: an RFC 2047 encoded word in it (`=?utf-8?B?…?=`) would be decoded by the
 * owner's mail client, showing what it hides (a line break and a fake "Bcc:" line). A word joiner after the `=` breaks
 * that syntax and is drawn as nothing; the header, no longer ASCII, is then encoded as a whole by the sender, so the
 * owner reads the visitor's text as it was typed. Bidi embedding, override and isolate controls are left out: the
 * API refuses them, and a message stored before it did must not have its Subject drawn reversed ("moc.live").
 */
export const headerText = (text: string) => withoutDirectionControls(text).replaceAll('=?', '=\u2060?');

/** The e-mail the owner receives: plain text, with the visitor as Reply-To so that answering just works. */
export function composeMail(message: StoredMessage, addresses: MailAddresses) {
  const domain = /@([^>\s]+)/.exec(addresses.from)?.[1] ?? 'localhost';
  const received = new Date(message.receivedAt).toISOString().replace('T', ' ').slice(0, 16);
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name: headerText(message.name), address: withoutDirectionControls(message.email) },
    subject: `Portfolio contact from ${headerText(message.name)}`,
    // Stable across retries: a copy sent again after a crash is recognisably the same message.
    messageId: `<contact-${message.publicId}@${domain}>`,
    date: new Date(message.receivedAt),
    text: [
      `From: ${message.name} <${message.email}>`,
      ...CONTACT_EXTRA_FIELDS.map((field) => `${field}: ${message[field]}`),
      `Language: ${message.language}`,
      `Received: ${received} UTC`,
      '',
      message.message,
      '',
      '--',
      `Sent through the contact form of your portfolio (message ${message.publicId}).`,
    ].join('\n'),
  };
}
