export interface RateDecision {
  allowed: boolean;
  /** Seconds until the client may try again, for the Retry-After header. */
  retryAfterSeconds: number;
}

// Past this many clients in one window, expired entries are swept so memory stays bounded under a flood.
const SWEEP_AT = 10_000;

/**
 * A fixed window per client: at most `max` counted events every `windowMs`. In memory, which suits one server
 * process. Looking (`check`) and counting (`count`) are apart, so that a request is counted once its outcome is known.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `client` may go on: fewer than `max` counted in its window. */
  check(client: string, now = Date.now()): RateDecision {
    const window = this.current(client, now);
    return {
      allowed: (window?.count ?? 0) < this.max,
      retryAfterSeconds: window ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0,
    };
  }

  count(client: string, now = Date.now()) {
    let window = this.current(client, now);
    if (!window) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    window.count += 1;
  }

  private current(client: string, now: number) {
    const window = this.windows.get(client);
    return window && window.resetAt > now ? window : undefined;
  }

  private sweep(now: number) {
    for (const [client, window] of this.windows) if (window.resetAt <= now) this.windows.delete(client);
  }
}
