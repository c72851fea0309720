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

// setTimeout's limit; a later due time just wakes the loop early, which then sleeps again.
const MAX_TIMER_MS = 2 ** 31 - 1;

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
        // The database itself failed (a remote one unreachable): look again later.
        this.log(`outbox: ${errorText(error)}`);
        this.schedule(Date.now() + this.options.retryBaseMs);
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
    const { store, send, retryBaseMs, retryMaxMs, leaseMs } = this.options;
    // One walk through the waiting messages by id: a message that fails now waits for its retry, not for the next turn.
    let catchUp = catchUpFirst;
    let afterId = 0;
    for (;;) {
      if (this.stopped) return;
      const now = Date.now();
      const message = await store.claimNext(now, now + leaseMs, { afterId, catchUp });
      if (!message) break;
      afterId = message.id;
      try {
        await send(message);
        await store.markSent(message.id);
        this.log(`outbox: message ${message.id} forwarded`);
        if (!catchUp) {
          // Delivery works again: back to the oldest waiting message, and every one after it.
          catchUp = true;
          afterId = 0;
        }
      } catch (error) {
        catchUp = false;
        const delay = retryDelay(message.attempts + 1, retryBaseMs, retryMaxMs);
        await store.markFailed(message.id, errorText(error), Date.now() + delay);
        this.log(
          `outbox: message ${message.id} not forwarded (${errorText(error)}); next try in ${delay} ms`,
        );
      }
    }
    const due = await store.nextDueAt();
    if (due !== undefined) this.schedule(due);
  }

  private schedule(at: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => this.wake({ catchUp: false }),
      Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())),
    );
  }

  private log(line: string) {
    this.options.log?.(line);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
