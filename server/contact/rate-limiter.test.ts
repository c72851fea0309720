// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientAddress, rateKey } from './client-address';
import { RateLimiter } from './rate-limiter';

describe('rate limiter', () => {
  it('allows max counted events per window and client, then says when to come back', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.check('a', 0).allowed).toBe(true);
    limiter.count('a', 0);
    limiter.count('a', 1_000);
    expect(limiter.check('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.check('b', 2_000).allowed).toBe(true);
    expect(limiter.check('a', 60_000).allowed).toBe(true);
  });

  it('counts nothing by looking', () => {
    const limiter = new RateLimiter(1, 60_000);
    for (let n = 0; n < 5; n++) expect(limiter.check('a', n).allowed).toBe(true);
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
