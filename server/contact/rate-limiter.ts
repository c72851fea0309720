export interface RateDecision {
  allowed: boolean;
  /** Seconds until the client may try again, for the Retry-After header. */
  retryAfterSeconds: number;
}

// Past this many clients in one window, expired entries are swept so memory stays bounded under a flood.
const SWEEP_AT = 10_000;

/** A fixed window per client: at most `max` requests every `windowMs`. In memory, which suits one server process. */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  hit(client: string, now = Date.now()): RateDecision {
    let window = this.windows.get(client);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= SWEEP_AT) this.sweep(now);
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(client, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.max,
      retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)),
    };
  }

  private sweep(now: number) {
    for (const [client, window] of this.windows) if (window.resetAt <= now) this.windows.delete(client);
  }
}
