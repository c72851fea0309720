// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageEncoding } from './page-encoding';

describe('page encoding', () => {
  it.each([
    ['br', 'br'],
    ['br, gzip', 'br'],
    ['gzip, br', 'br'],
    ['BR;q=0.5, gzip;q=1', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0.9, gzip;q=0.9', 'br'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0.5, br;q=0.2', 'gzip'],
    ['*;q=0', undefined],
    ['identity;q=0', undefined],
    ['deflate, zstd', undefined],
    ['', undefined],
  ])('for %j is %s', (header, expected) => {
    expect(pageEncoding(header)).toBe(expected);
  });

  it('chooses among the copies a file has', () => {
    expect(pageEncoding('br, gzip;q=0.5', ['gzip'])).toBe('gzip');
    expect(pageEncoding('br', [])).toBeUndefined();
  });
});
