import type { Language } from '@/i18n/languages';
import { contactEndpoint } from '@/lib/contact-endpoint';

/** What the contact form sends: the visitor's fields and the language they wrote from. */
export interface ContactMessage {
  name: string;
  email: string;
  message: string;
  language: Language;
}

/** Posts the message as JSON; true when the endpoint accepted it. Loaded on demand: the first paint does not need it. */
export async function sendMessage(message: ContactMessage, endpoint = contactEndpoint): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(message),
    });
    return response.ok;
  } catch {
    return false; // offline, or the endpoint is unreachable
  }
}
