import { isIP } from 'node:net';

/**
 * The client a request comes from, as the key for rate limiting. Behind `trustedProxies` reverse proxies, each of
 * which appends the address it saw to X-Forwarded-For, the client is that many entries from the right; anything
 * further left was written by the client and could be forged.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string {
  let address = socketAddress;
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    address = hops[Math.max(0, hops.length - trustedProxies)] ?? address;
  }
  return rateKey(address ?? 'unknown');
}

/** IPv4 as is; IPv6 by its /64 network, since one subscriber usually holds a whole /64. */
export function rateKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
