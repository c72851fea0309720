import { composeMail, type MailAddresses, type SendMessage } from './mailer';

/** An HTTPS e-mail API in Resend's request shape: `POST <url>` with a bearer key and a JSON message. */
export interface EmailApiConfig extends MailAddresses {
  /** The endpoint that sends one e-mail, such as `https://api.resend.com/emails`. */
  url: string;
  key: string;
  timeoutMs: number;
}

/** `"Name" <address>`, the name quoted so that a comma or a quote in it cannot split the address. */
const mailbox = (name: string, address: string) => `"${name.replace(/["\\]/g, '\\$&')}" <${address}>`;

/**
 * A sender over an HTTPS e-mail API (Resend's `POST /emails`, or any service that takes its request shape), for the
 * edge, where no SMTP connection can be opened, and for a Node server that prefers an API to SMTP. Each message
 * carries an idempotency key made from its public id: a copy sent again after a failure the service had in fact
 * accepted (a timeout on the way back) is not delivered twice.
 */
export function createEmailApiSender(config: EmailApiConfig): SendMessage {
  return async (message) => {
    const mail = composeMail(message, config);
    const response = await fetch(config.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': `contact-${message.publicId}`,
      },
      body: JSON.stringify({
        from: mail.from,
        to: [mail.to],
        reply_to: mailbox(mail.replyTo.name, mail.replyTo.address),
        subject: mail.subject,
        text: mail.text,
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`The e-mail API answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
  };
}
