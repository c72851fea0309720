// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageEncoding } from './page-encoding';

describe('page encoding', () => {
  it.each([
    ['br', 'br'],
    ['BR;q=0.5, gzip;q=1', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['deflate, zstd', undefined],
  ])('for %j is %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });
});
