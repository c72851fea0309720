import type { Language } from '@/i18n/languages';
import { contactEndpoint } from '@/lib/contact-endpoint';
import type { ContactField } from '@/lib/constants';

/** What the contact form sends (the API contract in docs/contact.md). */
export interface ContactMessage extends Record<ContactField, string> {
  language: Language;
  /** The honeypot's value: empty from a person. */
  website: string;
  /** Milliseconds from the form appearing to its submission. */
  elapsedMs: number;
}

export type SendResult = 'sent' | 'failed' | 'no-server';

// A static host has no contact API: it answers a POST with one of these.
const NO_API = new Set([404, 405, 501]);

/** Whether an error answer says the API is not set up (server/contact/contact-route.ts: a wrong setting). */
const notConfigured = async (response: Response) =>
  response.status === 503 &&
  ((await response.json().catch(() => undefined)) as { error?: { code?: string } } | undefined)?.error
    ?.code === 'not_configured';

/** Posts the message as JSON. Loaded on demand: the first paint does not need it. */
export async function sendMessage(message: ContactMessage, endpoint = contactEndpoint): Promise<SendResult> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
    });
    if (response.ok) return 'sent';
    return NO_API.has(response.status) || (await notConfigured(response)) ? 'no-server' : 'failed';
  } catch {
    return 'failed'; // offline, or the endpoint is unreachable
  }
}

/**
 * The visitor's mail client, with the message filled in: the fallback where the site has no contact API. `extras`
 * are the other fields' lines (`Company: Acme`), under the sender.
 */
export function mailtoHref(
  to: string,
  subject: string,
  message: Pick<ContactMessage, 'name' | 'email' | 'message'>,
  extras: string[] = [],
): string {
  const body = [`${message.message}\n\n${message.name} <${message.email}>`, ...extras].join('\n');
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
