/** What a navigation does to the scroll position. */
export type ScrollIntent =
  | { kind: 'stay' }
  | { kind: 'top' }
  /** `smooth`: a move within the page, animated unless the visitor asked for reduced motion. */
  | { kind: 'anchor'; id: string; smooth: boolean }
  | { kind: 'restore'; top: number };

interface Place {
  pathname: string;
  /** The query (`?tech=laravel`): a page's state, such as a filter, rather than another page. */
  search?: string;
  hash: string;
}

export interface Move {
  /** The router's navigation type: a history traversal (and the first render) is POP. */
  action: 'POP' | 'PUSH' | 'REPLACE';
  /** Where the app was; undefined on its first render, when the browser has already placed the page. */
  from: Place | undefined;
  to: Place;
  /** Whether the router gave this entry a key of its own (the first entry and the browser's fragment entries have none). */
  keyed: boolean;
  /** The position this history entry was left at, if the visitor has been here before. */
  saved: number | undefined;
  /** How the document was reached (the Navigation Timing type): only a reload or a traversal restores on the first render. */
  documentNavigation: string | undefined;
  /** Whether the page is away from the top on the first render (the browser went to the URL's fragment, or the visitor scrolled). */
  scrolled: boolean;
}

const stay = { kind: 'stay' } as const;
const top = { kind: 'top' } as const;

/** The element id a URL's fragment names, if any. */
export function anchorOf(hash: string): string | undefined {
  if (hash.length <= 1) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * Back and forward give an entry its place back; a move within the page goes smoothly to the anchor; a new page
 * starts at its top, or at the anchor its URL names; a replaced entry that changed only its state or its query
 * (a tab, the language) stays where it is, and so does a new entry that changed only its query (a filter chosen).
 */
export function scrollIntent({
  action,
  from,
  to,
  keyed,
  saved,
  documentNavigation,
  scrolled,
}: Move): ScrollIntent {
  const anchor = anchorOf(to.hash);
  if (!from) {
    const returning = documentNavigation === 'reload' || documentNavigation === 'back_forward';
    if (returning && saved !== undefined) return { kind: 'restore', top: saved };
    // Where the browser put the page (the fragment's element, laid out at its real size by the style sheet) stays.
    return anchor && !scrolled ? { kind: 'anchor', id: anchor, smooth: false } : stay;
  }
  const samePage = from.pathname === to.pathname;
  if (action === 'POP') {
    // An entry without a key is met for the first time: one the browser has just made for an in-page link (the skip
    // link) or a script pushed. It goes to its fragment, as the browser has begun to (a place filed under its URL
    // belongs to another entry). The app then gives it a key (use-navigation-scroll.ts): coming back to it, as to the
    // page opened at a fragment (`/es/#skills`), restores its place.
    if (saved !== undefined && keyed) return { kind: 'restore', top: saved };
    return anchor ? { kind: 'anchor', id: anchor, smooth: !keyed && samePage } : top;
  }
  if (action === 'REPLACE' && samePage && from.hash === to.hash) return stay;
  if (samePage && from.hash === to.hash && (from.search ?? '') !== (to.search ?? '')) return stay;
  if (anchor) return { kind: 'anchor', id: anchor, smooth: samePage };
  return top;
}
