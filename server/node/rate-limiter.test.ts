// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, rateKey } from './client-address';
import { RateLimiter } from '../contact/rate-limiter';

describe('rate limiter', () => {
  it('admits and counts max events per window and client, then says when to come back', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 1_000).allowed).toBe(true);
    expect(limiter.take('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.take('b', 2_000).allowed).toBe(true);
    expect(limiter.take('a', 60_000).allowed).toBe(true);
  });

  it('counts each event as it is admitted, so that events taken together cannot pass together', () => {
    const limiter = new RateLimiter(5, 60_000);
    const taken = Array.from({ length: 30 }, () => limiter.take('a', 0));
    expect(taken.filter(({ allowed }) => allowed)).toHaveLength(5);
  });

  it('gives a place back on release, once, and never to a later window', () => {
    const limiter = new RateLimiter(1, 60_000);
    const first = limiter.take('a', 0);
    expect(limiter.take('a', 1).allowed).toBe(false);
    if (!first.allowed) throw new Error('the first event is admitted');
    first.release();
    first.release();
    const second = limiter.take('a', 2);
    expect(second.allowed).toBe(true);
    expect(limiter.take('a', 3).allowed).toBe(false);
    // Released after its window ended: the new window keeps its own count.
    expect(limiter.take('a', 60_002).allowed).toBe(true);
    if (second.allowed) second.release();
    expect(limiter.take('a', 60_003).allowed).toBe(false);
  });

  it('remembers at most its capacity of clients, dropping expired windows first, then the oldest', () => {
    const limiter = new RateLimiter(1, 1_000, 3);
    for (const client of ['a', 'b', 'c']) limiter.take(client, 0);
    limiter.take('d', 500);
    expect(limiter.size).toBe(3);
    // `a`, the oldest, was forgotten; the others still count.
    expect(limiter.take('a', 600).allowed).toBe(true);
    expect(limiter.take('c', 600).allowed).toBe(false);
    // Every window from time 0 has ended at 1000: they go, the newer ones stay.
    limiter.take('e', 1_000);
    expect(limiter.size).toBe(3);
    expect(limiter.take('d', 1_100).allowed).toBe(false);
  });
});

describe('client address', () => {
  it('uses the socket address unless proxies are trusted', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', 0)).toBe('203.0.113.9');
    expect(clientAddress('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1');
    // A client-written entry further left is ignored.
    expect(clientAddress('10.0.0.2', 'forged, 198.51.100.1', 1)).toBe('198.51.100.1');
    expect(clientAddress('10.0.0.3', 'forged, 198.51.100.1, 10.0.0.2', 2)).toBe('198.51.100.1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('groups IPv6 clients by /64 and unwraps IPv4-mapped addresses', () => {
    expect(rateKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateKey('::1')).toBe('0:0:0:0::/64');
    expect(rateKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
