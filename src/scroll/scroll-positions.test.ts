import { describe, expect, it } from 'vitest';
import { createScrollPositions, entryKey, SCROLL_POSITIONS_KEY } from './scroll-positions';

/** A session storage of the test's own. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('entryKey', () => {
  it("keys an entry by the router's key, and the keyless ones by their URL", () => {
    const place = { pathname: '/', search: '?lng=es', hash: '#contact' };
    expect(entryKey({ ...place, key: 'x1y2z3' })).toBe('x1y2z3');
    expect(entryKey({ ...place, key: 'default' })).toBe('default /?lng=es#contact');
  });
});

describe('createScrollPositions', () => {
  it('keeps positions for the page, and hands them to the next document of the session', () => {
    const storage = memoryStorage();
    const positions = createScrollPositions(storage);
    positions.set('a', 2400);
    positions.set('b', 0);
    expect(positions.get('a')).toBe(2400);
    expect(positions.get('c')).toBeUndefined();
    positions.save();
    expect(createScrollPositions(storage).get('a')).toBe(2400);
  });

  it('forgets the least recently used beyond a hundred entries', () => {
    const positions = createScrollPositions(undefined);
    for (let index = 0; index < 101; index++) positions.set(`entry ${index}`, index);
    positions.set('entry 1', 1);
    positions.set('one more', 5);
    expect(positions.get('entry 0')).toBeUndefined();
    expect(positions.get('entry 2')).toBeUndefined();
    expect(positions.get('entry 1')).toBe(1);
  });

  it('starts empty from storage that holds nothing usable, or refuses to be written', () => {
    for (const stored of ['not json', '{"a":1}', '[["a","1"],[2,3]]']) {
      const positions = createScrollPositions(memoryStorage({ [SCROLL_POSITIONS_KEY]: stored }));
      expect(positions.get('a')).toBeUndefined();
    }
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const positions = createScrollPositions(refusing);
    positions.set('a', 1);
    expect(() => positions.save()).not.toThrow();
  });
});
