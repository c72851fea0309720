import { createTransport } from 'nodemailer';
import type { SmtpConfig } from './config';
import { composeMail, type SendMessage } from '../contact/mailer';

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
