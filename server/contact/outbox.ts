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
 * Forwards stored messages until each one is sent. The state lives in the database only, so an SMTP outage
 * or a restart loses nothing: the loop starts over from what the table says is due.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(private readonly options: OutboxOptions) {}

  start() {
    this.stopped = false;
    this.wake();
  }

  /** A new message was stored: try it now rather than at the next scheduled wake-up. */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.timer = undefined;
    this.running = this.drain()
      .catch((error: unknown) => {
        // The database itself failed (a remote one unreachable): look again later.
        this.log(`outbox: ${errorText(error)}`);
        this.schedule(Date.now() + this.options.retryBaseMs);
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
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

  private async drain() {
    const { store, send, retryBaseMs, retryMaxMs, leaseMs } = this.options;
    // Only what was due when this pass began: a message that fails now waits for its retry, not for the next loop turn.
    const passStart = Date.now();
    for (;;) {
      if (this.stopped) return;
      const message = await store.claimDue(passStart, Date.now() + leaseMs);
      if (!message) break;
      try {
        await send(message);
        await store.markSent(message.id);
        this.log(`outbox: message ${message.id} forwarded`);
      } catch (error) {
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
    this.timer = setTimeout(() => this.wake(), Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())));
  }

  private log(line: string) {
    this.options.log?.(line);
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
