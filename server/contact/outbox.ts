import type { SendMessage } from './mailer';
import type { MessageStore } from './message-store';

export interface OutboxOptions {
  store: MessageStore;
  send: SendMessage;
  /** Wait after the first failed attempt; it doubles with each further failure, up to retryMaxMs. */
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

// While the message store itself fails (a full or read-only disk, a remote database out of reach), it is tried
// again every few seconds, so that forwarding resumes soon after the cause is fixed, but the log says so at most
// once a minute: an owner reading it sees how long it has lasted, not thousands of identical lines.
const STORE_RETRY_MS = 5_000;
const STORE_REPORT_EVERY_MS = 60_000;

// setTimeout's limit; a later due time just wakes the loop early, which then sleeps again.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One walk through the waiting messages, oldest first, by id: each is sent once (a message that fails now waits for
 * its retry, not for the next turn). With `catchUp` every waiting message is tried whatever its retry time, until one
 * fails; without, only those due, and the first success starts the catching up. Resolves to when the next waiting
 * message falls due, if any. The Node server's `Outbox` runs it on its timers; the edge Worker after storing a message
 * and on its Cron Trigger (server/edge/worker.ts). A store that fails rejects it.
 */
export async function forwardWaiting(
  options: OutboxOptions,
  {
    catchUp: catchUpFirst,
    stopped = () => false,
    storeWorks = () => undefined,
  }: { catchUp: boolean; stopped?: () => boolean; storeWorks?: () => void },
): Promise<number | undefined> {
  const { store, send, retryBaseMs, retryMaxMs, leaseMs } = options;
  const log = (line: string) => options.log?.(line);
  let catchUp = catchUpFirst;
  let afterId = 0;
  for (;;) {
    if (stopped()) return undefined;
    const now = Date.now();
    const message = await store.claimNext(now, now + leaseMs, { afterId, catchUp });
    storeWorks();
    if (!message) break;
    afterId = message.id;
    // Only the sending is caught here: a store that fails to record the outcome stops the walk, and the message,
    // still leased, is tried again once the lease ends.
    const failure = await send(message).then(
      () => undefined,
      (error: unknown) => errorText(error),
    );
    if (failure === undefined) {
      await store.markSent(message.id);
      log(`outbox: message ${message.id} forwarded`);
      if (!catchUp) {
        // Delivery works again: back to the oldest waiting message, and every one after it.
        catchUp = true;
        afterId = 0;
      }
    } else {
      catchUp = false;
      const delay = retryDelay(message.attempts + 1, retryBaseMs, retryMaxMs);
      await store.markFailed(message.id, failure, Date.now() + delay);
      log(`outbox: message ${message.id} not forwarded (${failure}); next try in ${delay} ms`);
    }
  }
  return store.nextDueAt();
}

/**
 * Forwards stored messages until each one is sent, oldest first. The state lives in the database only, so an SMTP
 * outage or a restart loses nothing: the loop starts over from what the table says. At start-up, when a message is
 * stored and as soon as one delivery succeeds, every waiting message is tried at once, whatever its retry time, so
 * that the owner gets them without waiting out a backoff and in the order they arrived; a failure ends that until
 * the next success, and the retries go back to their schedule.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private againCatchUp = false;
  private stopped = false;
  private storeFailing: { since: number; reportedAt: number } | undefined;

  constructor(private readonly options: OutboxOptions) {}

  start() {
    this.stopped = false;
    this.wake();
  }

  /**
   * A new message was stored (or the server started): try every waiting message now, oldest first, rather than at
   * the next scheduled wake-up. `catchUp: false` tries only what is due (the scheduled wake-ups).
   */
  wake({ catchUp = true }: { catchUp?: boolean } = {}) {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      this.againCatchUp ||= catchUp;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain(catchUp)
      .catch((error: unknown) => {
        this.storeFailed(error);
        // Once the store works again, every waiting message is tried at once, as at start-up.
        this.schedule(Date.now() + Math.min(this.options.retryBaseMs, STORE_RETRY_MS), true);
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          const everything = this.againCatchUp;
          this.again = false;
          this.againCatchUp = false;
          this.wake({ catchUp: everything });
        }
      });
  }

  /** Stops scheduling and waits for an attempt under way, so the process can exit cleanly. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async drain(catchUpFirst: boolean) {
    const due = await forwardWaiting(this.options, {
      catchUp: catchUpFirst,
      stopped: () => this.stopped,
      storeWorks: () => this.storeWorks(),
    });
    if (due !== undefined) this.schedule(due);
  }

  private schedule(at: number, catchUp = false) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => this.wake({ catchUp }),
      Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())),
    );
  }

  private storeFailed(error: unknown) {
    const now = Date.now();
    if (!this.storeFailing) {
      this.storeFailing = { since: now, reportedAt: now };
      this.log(
        `outbox: the message store cannot be used (${errorText(error)}); forwarding is paused, trying again every ` +
          `${Math.min(this.options.retryBaseMs, STORE_RETRY_MS) / 1000} s`,
      );
    } else if (now - this.storeFailing.reportedAt >= STORE_REPORT_EVERY_MS) {
      this.storeFailing.reportedAt = now;
      this.log(
        `outbox: the message store still fails, for ${duration(now - this.storeFailing.since)} ` +
          `(${errorText(error)}); forwarding is paused`,
      );
    }
  }

  private storeWorks() {
    if (!this.storeFailing) return;
    this.log(
      `outbox: the message store works again after ${duration(Date.now() - this.storeFailing.since)}; forwarding resumes`,
    );
    this.storeFailing = undefined;
  }

  private log(line: string) {
    this.options.log?.(line);
  }
}

const duration = (ms: number) =>
  ms < 60_000 ? `${Math.round(ms / 1000)} s` : `${Math.floor(ms / 60_000)} min`;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
