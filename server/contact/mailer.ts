import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../config';
import type { StoredMessage } from './message-store';

/** Sends one stored message; rejects when the SMTP server does not accept it. */
export type SendMessage = (message: StoredMessage) => Promise<void>;

/** The e-mail the owner receives: plain text, with the visitor as Reply-To so that answering just works. */
export function composeMail(message: StoredMessage, smtp: Pick<SmtpConfig, 'from' | 'to'>) {
  const domain = /@([^>\s]+)/.exec(smtp.from)?.[1] ?? 'localhost';
  const received = new Date(message.receivedAt).toISOString().replace('T', ' ').slice(0, 16);
  return {
    from: smtp.from,
    to: smtp.to,
    replyTo: { name: message.name, address: message.email },
    subject: `Portfolio contact from ${message.name}`,
    // Stable across retries: a copy sent again after a crash is recognisably the same message.
    messageId: `<contact-${message.publicId}@${domain}>`,
    date: new Date(message.receivedAt),
    text: [
      `From: ${message.name} <${message.email}>`,
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

/** A sender over SMTP with nodemailer; one connection per message, since messages are rare. */
export function createSmtpSender(smtp: SmtpConfig): SendMessage {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.tls === 'implicit',
    requireTLS: smtp.tls === 'starttls',
    ignoreTLS: smtp.tls === 'none',
    auth: smtp.auth,
    connectionTimeout: smtp.timeoutMs,
    greetingTimeout: smtp.timeoutMs,
    socketTimeout: smtp.timeoutMs,
  });
  return async (message) => {
    const info = await transport.sendMail(composeMail(message, smtp));
    if (info.rejected.length > 0) throw new Error(`Recipient refused: ${info.rejected.join(', ')}`);
  };
}
