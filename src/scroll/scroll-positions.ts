/** The session storage key under which the scroll positions outlive a reload or a visit to another site. */
export const SCROLL_POSITIONS_KEY = 'scroll-positions';

/** Entries remembered at most: the oldest are forgotten first. */
const MAX_ENTRIES = 100;

/** What a history entry's scroll position is keyed by: the router's entry key and the URL. */
export interface EntryLocation {
  key: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The router gives every entry it creates a key of its own; the entry the document was opened with, and one the
 * browser made for a fragment, share the key 'default', so the URL tells those apart.
 */
export function entryKey({ key, pathname, search, hash }: EntryLocation): string {
  return key === 'default' ? `default ${pathname}${search}${hash}` : key;
}

/** The scroll position of each history entry the visitor has seen, as the page's code keeps it. */
export function createScrollPositions(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined) {
  const positions = new Map<string, number>(read(storage));
  return {
    get: (key: string) => positions.get(key),
    set(key: string, top: number) {
      // Re-inserted, so that the map's order is the order of use.
      positions.delete(key);
      positions.set(key, top);
      for (const oldest of positions.keys()) {
        if (positions.size <= MAX_ENTRIES) break;
        positions.delete(oldest);
      }
    },
    /** Writes them to the session's storage, for the document that comes back to one of these entries. */
    save() {
      try {
        storage?.setItem(SCROLL_POSITIONS_KEY, JSON.stringify([...positions]));
      } catch {
        // Storage full or refused (private modes): positions then last as long as the page.
      }
    },
  };
}

function read(storage: Pick<Storage, 'getItem'> | undefined): [string, number][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SCROLL_POSITIONS_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, number] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && Number.isFinite(entry[1]),
    );
  } catch {
    return [];
  }
}
