import type { SendMessage } from './mailer';
import type { MessageStore } from './message-store';

export interface OutboxOptions {
  store: MessageStore;
  send: SendMessage;
  /**
   * How often the oldest waiting message is tried while it fails; the others wait behind it. A message refused on
   * its own backs off from it instead, doubling with each failure, up to retryMaxMs.
   */
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How long a message taken for sending stays reserved. Past it, a message whose sender died mid-attempt
   * (a crash, a kill) is taken again; longer than any attempt can last, so a live attempt is never doubled.
   */
  leaseMs: number;
  log?: (line: string) => void;
}

/** The delay before attempt `attempts + 1`, after `attempts` failures. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The store failed to record how an attempt went. `record` records it: the Node server's `Outbox` runs it once the
 * store works again, before anything else, so the message is neither sent again nor left leased behind newer ones.
 */
export class OutcomeNotRecorded extends Error {
  constructor(
    readonly record: () => Promise<void>,
    cause: unknown,
  ) {
    super(errorText(cause), { cause });
  }
}

async function recorded(write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    throw new OutcomeNotRecorded(write, error);
  }
}

interface WalkHooks {
  stopped: () => boolean;
  storeWorks: () => void;
  /** When the call began: a message refused alone is taken only if due by then, so a call tries it once at most. */
  startedAt: number;
}

/**
 * One pass through the waiting messages, oldest first. With `queue`, it starts at the oldest waiting message and goes
 * on to the next while they go through; without, it takes only messages refused alone that are due, and the first of
 * them that goes through starts the queue. Two failures in a row mean the mail service is down: the queue stops
 * there, and waits for its oldest message's next try, `retryBaseMs` later. A failure followed by a success is tried
 * once more at once, as the service may have just come back: if it fails again, the service refuses that message
 * alone, which then leaves the queue for a backoff of its own, so that it neither holds up the others nor is tried
 * every `retryBaseMs` or with every new message.
 */
async function walk(
  options: OutboxOptions,
  queueFirst: boolean,
  { stopped, storeWorks, startedAt }: WalkHooks,
) {
  const { store, send, retryBaseMs, retryMaxMs, leaseMs } = options;
  const log = (line: string) => options.log?.(line);
  let queue = queueFirst;
  let queueStopped = false;
  let afterId = 0;
  let justFailed: number | undefined;
  let again: { id: number; after: number } | undefined;
  for (;;) {
    if (stopped()) return;
    const now = Date.now();
    const message = await store.claimNext(now, now + leaseMs, { afterId, queue, dueBy: startedAt });
    storeWorks();
    if (!message) return;
    const retried = again?.id === message.id ? again : undefined;
    again = undefined;
    afterId = retried ? retried.after : message.id;
    const failure = await send(message).then(
      () => undefined,
      (error: unknown) => errorText(error),
    );
    const at = Date.now();
    const ownDelay = retryDelay(message.attempts + 1, retryBaseMs, retryMaxMs);
    if (failure === undefined) {
      await recorded(() => store.markSent(message.id));
      log(`outbox: message ${message.id} forwarded`);
      if (justFailed !== undefined) {
        again = { id: justFailed, after: message.id };
        afterId = justFailed - 1;
        justFailed = undefined;
      } else if (!queue && !queueStopped) {
        // Delivery works again: back to the oldest waiting message, and every one after it.
        queue = true;
        afterId = 0;
      }
    } else if (retried || message.refusedAlone) {
      await recorded(() => store.markFailed(message.id, failure, at + ownDelay, true));
      const why = retried ? `failed again after message ${retried.after} went through` : 'again';
      log(
        `outbox: message ${message.id} refused on its own, ${why} (${failure}); next try in ${ownDelay} ms`,
      );
    } else {
      await recorded(() => store.markFailed(message.id, failure, at + retryBaseMs));
      log(`outbox: message ${message.id} not forwarded (${failure}); next try in ${retryBaseMs} ms`);
      if (justFailed === undefined) {
        justFailed = message.id;
      } else {
        queue = false;
        queueStopped = true;
        justFailed = undefined;
      }
    }
  }
}

const earliest = (a: number | undefined, b: number | undefined) =>
  a === undefined ? b : b === undefined ? a : Math.min(a, b);

/**
 * Forwards the waiting messages, oldest first, as far as the mail service lets it (see `walk`), then looks again, so
 * that a message stored meanwhile is not left behind. A call tries each message once at most (the deliberate second
 * try of `walk` aside): a retry time is due only if it fell before the call began, so a short `retryBaseMs` never
 * turns one call into a loop; the next call takes it. With `catchUp` (a new message, a start-up) it starts with the
 * queue at once; without, only when its oldest message or one refused alone is due. While another server or Worker
 * invocation has a message out, it sends nothing: that one goes on, and looks again too. Resolves to when to try
 * again, if anything waits. The Node server's `Outbox` runs it on its timers; the edge Worker after storing a message
 * and on its Cron Trigger (server/edge/worker.ts). A store that fails rejects it (`OutcomeNotRecorded` after an
 * attempt).
 */
export async function forwardWaiting(
  options: OutboxOptions,
  {
    catchUp,
    stopped = () => false,
    storeWorks = () => undefined,
  }: { catchUp: boolean; stopped?: () => boolean; storeWorks?: () => void },
): Promise<number | undefined> {
  let force = catchUp;
  const startedAt = Date.now();
  for (;;) {
    if (stopped()) return undefined;
    const now = Date.now();
    const { headAt, headTried, aloneAt, busyUntil } = await options.store.queueState(now);
    if (busyUntil !== undefined) return busyUntil;
    const headDue = headAt !== undefined && (!headTried || headAt <= startedAt);
    if (!force && !headDue && !(aloneAt !== undefined && aloneAt <= startedAt))
      return earliest(headAt, aloneAt);
    await walk(options, force || headDue, { stopped, storeWorks, startedAt });
    force = false;
  }
}

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
