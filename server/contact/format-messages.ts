import { CONTACT_EXTRA_FIELDS } from '../../src/lib/constants';
import type { OutboxHealth, StoredMessage } from './message-store';

const when = (ms: number) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
const plural = (count: number, word: string) =>
  `${count.toLocaleString('en')} ${word}${count === 1 ? '' : 's'}`;

// What a terminal would act on or what hides text: control characters (a carriage return rewrites the line, escape
// sequences restyle the screen), format characters (bidi overrides reorder it, zero-width ones are blank) and the
// Unicode line separators. They are shown as \u{…}: the owner sees them, and the terminal does nothing with them.
const hidden = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** `text` with every hidden or terminal-active character written out as `\u{XXXX}`, except those in `keep`. */
export function visible(text: string, keep = ''): string {
  return text.replace(hidden, (character) =>
    keep.includes(character)
      ? character
      : `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}}`,
  );
}

function deliveryLine(message: StoredMessage, now: number): string {
  if (message.delivery === 'sent') {
    return `forwarded ${message.sentAt === null ? '' : when(message.sentAt)} (${plural(message.attempts, 'attempt')})`;
  }
  if (message.attempts === 0) return 'waiting to be forwarded';
  const next = message.nextAttemptAt <= now ? 'due now' : `next try ${when(message.nextAttemptAt)}`;
  return `not forwarded yet: ${plural(message.attempts, 'failed attempt')}, ${next}; last error: ${visible(message.lastError ?? '?')}`;
}

/** The outbox in one line: what waits, and how forwarding last went. */
export function healthLine(health: OutboxHealth): string {
  const last =
    health.lastSentAt === null ? 'nothing forwarded yet' : `last forwarded ${when(health.lastSentAt)}`;
  const error = health.waiting > 0 && health.lastError ? `; last error: ${visible(health.lastError)}` : '';
  const oldest = health.oldestWaitingAt === null ? '' : `, the oldest since ${when(health.oldestWaitingAt)}`;
  return `Outbox: ${health.waiting.toLocaleString('en')} waiting to be forwarded${oldest}; ${last}${error}.`;
}

export interface MessagePage {
  messages: StoredMessage[];
  health: OutboxHealth;
  /** How many messages the listing could show (all, or only those waiting): the page is a part of them. */
  matching: number;
  /** Whether older matching messages remain after this page. */
  more: boolean;
}

/**
 * A page of messages as the owner reads them in a terminal: one block each, newest first, then the true totals, the
 * outbox's health and how to see older ones. Stored text is shown through `visible`, never interpreted.
 */
export function formatMessages({ messages, health, matching, more }: MessagePage, now = Date.now()): string {
  const blocks = messages.map((message) =>
    [
      `#${message.id}  ${when(message.receivedAt)}  ${visible(message.name)} <${visible(message.email)}>  [${message.language}]`,
      ...CONTACT_EXTRA_FIELDS.map((field) => `  ${field}: ${visible(message[field])}`),
      `  delivery: ${deliveryLine(message, now)}`,
      ...message.message.split('\n').map((line) => `  | ${visible(line, '\t')}`),
    ].join('\n'),
  );
  const oldest = messages.at(-1);
  const summary = [
    `Showing ${messages.length.toLocaleString('en')} of ${plural(matching, 'message')}, newest first.`,
    healthLine(health),
    ...(more && oldest ? [`Older ones: npm run messages -- --before ${oldest.id}`] : []),
  ].join('\n');
  return [...blocks, summary].join('\n\n');
}
