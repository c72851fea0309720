import { describe, expect, it } from 'vitest';
import { numberedPages, pageCount, pageItems, pageNumber } from './pagination';

describe('the page math of the projects lists', () => {
  it('fills a page to its size before the next, and gives an empty list its one page', () => {
    expect([0, 1, 3, 4, 7].map((count) => pageCount(count, 3))).toEqual([1, 1, 1, 2, 3]);
    expect(numberedPages(3, 3)).toEqual([]);
    expect(numberedPages(7, 3)).toEqual([2, 3]);
  });

  it('cuts a list into its pages in order, the last holding what is left', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect([1, 2, 3].map((page) => pageItems(items, page, 3))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
      ['g'],
    ]);
  });

  it('reads a numbered page from its URL, and nothing from a number the list has no page of', () => {
    expect(pageNumber('2', 7, 3)).toBe(2);
    expect(pageNumber('3', 7, 3)).toBe(3);
    // Page 1 is the list's own URL; past the last page, zero, a sign, a leading zero or words name no page.
    for (const param of ['4', '1', '0', '-2', '02', '2.0', ' 2', 'dos', ''])
      expect(pageNumber(param, 7, 3), param).toBeUndefined();
  });
});
