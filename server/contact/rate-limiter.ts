/** A request let through, counted already: `release` takes it back when its outcome is not the kind counted here. */
export interface Admitted {
  allowed: true;
  release(): void;
}
/** A request over the limit: seconds until the client may try again, for the Retry-After header. */
export interface Refused {
  allowed: false;
  retryAfterSeconds: number;
}

/** How many clients a limiter remembers at most: about 10 MB, whatever a flood of new addresses does. */
export const RATE_LIMITER_CAPACITY = 50_000;

interface Window {
  count: number;
  resetAt: number;
}

/**
 * A fixed window per client: at most `max` events every `windowMs`. In memory, which suits one server process.
 *
 * An event is counted when it is admitted (`take`), in the same synchronous step as the check, so that requests
 * arriving together cannot all pass a check made before any of them is counted; one whose outcome does not count is
 * released afterwards. Windows all last `windowMs`, so the map's insertion order is their expiry order: expired ones
 * are dropped from its front, each once (O(1) per request on average), and past `capacity` clients the oldest window
 * is forgotten first.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly capacity = RATE_LIMITER_CAPACITY,
  ) {}

  /** Admits and counts an event of `client`, or refuses it when `max` are counted in its window. */
  take(client: string, now = Date.now()): Admitted | Refused {
    this.expire(now);
    let window = this.windows.get(client);
    if (!window) {
      if (this.windows.size >= this.capacity) this.forgetOldest();
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    if (window.count >= this.max)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    window.count += 1;
    const counted = window;
    let released = false;
    return {
      allowed: true,
      // The window it was counted in: once that has ended, releasing touches nothing of the next one.
      release: () => {
        if (released) return;
        released = true;
        counted.count -= 1;
      },
    };
  }

  /** How many clients are remembered. */
  get size() {
    return this.windows.size;
  }

  private expire(now: number) {
    for (const [client, window] of this.windows) {
      if (window.resetAt > now) return;
      this.windows.delete(client);
    }
  }

  private forgetOldest() {
    for (const client of this.windows.keys()) {
      this.windows.delete(client);
      return;
    }
  }
}
