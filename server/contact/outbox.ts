import { errorText, forwardWaiting, OutcomeNotRecorded, type OutboxOptions } from './outbox-walk';

// The walk has a module of its own; the Worker (server/edge/worker.ts) and the tests take it from here too.

// While the message store itself fails (a full or read-only disk, a remote database out of reach), it is tried
// again every few seconds, so that forwarding resumes soon after the cause is fixed, but the log says so at most
// once a minute: an owner reading it sees how long it has lasted, not thousands of identical lines.
const STORE_RETRY_MS = 5_000;
const STORE_REPORT_EVERY_MS = 60_000;

// setTimeout's limit; a later due time just wakes the loop early, which then sleeps again.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Forwards stored messages until each one is sent, oldest first (`forwardWaiting` on timers). The state lives in the
 * database, so an SMTP outage or a restart loses nothing: the loop starts over from what the table says. At start-up
 * and when a message is stored, the queue is tried at once; while the mail service fails, its oldest message is tried
 * every `retryBaseMs`, and the others follow as soon as it goes through.
 */
export class Outbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private againCatchUp = false;
  private stopped = false;
  private storeFailing: { since: number; reportedAt: number } | undefined;
  private unrecorded: (() => Promise<void>) | undefined;

  constructor(private readonly options: OutboxOptions) {}

  start() {
    this.stopped = false;
    this.wake();
  }

  /**
   * A new message was stored (or the server started): try the queue now, oldest first, rather than at the next
   * scheduled wake-up. `catchUp: false` tries only what is due (the scheduled wake-ups).
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
        if (error instanceof OutcomeNotRecorded) this.unrecorded = error.record;
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
    if (this.unrecorded) {
      // Its message is still leased, which holds every sender back: record it first.
      await this.unrecorded();
      this.unrecorded = undefined;
      this.storeWorks();
    }
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
