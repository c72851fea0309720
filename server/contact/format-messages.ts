import type { StoredMessage } from './message-store';

const when = (ms: number) => `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function deliveryLine(message: StoredMessage, now: number): string {
  if (message.delivery === 'sent') {
    return `forwarded ${message.sentAt === null ? '' : when(message.sentAt)} (${plural(message.attempts, 'attempt')})`;
  }
  if (message.attempts === 0) return 'waiting to be forwarded';
  const next = message.nextAttemptAt <= now ? 'due now' : `next try ${when(message.nextAttemptAt)}`;
  return `not forwarded yet: ${plural(message.attempts, 'failed attempt')}, ${next}; last error: ${message.lastError ?? '?'}`;
}

/** The messages as the owner reads them in a terminal: one block each, then a summary. */
export function formatMessages(messages: StoredMessage[], now = Date.now()): string {
  const blocks = messages.map((message) =>
    [
      `#${message.id}  ${when(message.receivedAt)}  ${message.name} <${message.email}>  [${message.language}]`,
      `  delivery: ${deliveryLine(message, now)}`,
      ...message.message.split('\n').map((line) => `  | ${line}`),
    ].join('\n'),
  );
  const sent = messages.filter((message) => message.delivery === 'sent').length;
  const summary = `${plural(messages.length, 'message')}: ${sent} forwarded, ${messages.length - sent} not forwarded yet.`;
  return [...blocks, summary].join('\n\n');
}
