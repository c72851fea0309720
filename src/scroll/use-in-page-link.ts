import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hydrateDeferredParts } from '@/boot/lazy-part';
import { anchorOf } from '@/scroll/scroll-intent';
import { anchorTop, settleScroll } from '@/scroll/settle-scroll';

function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The click handler of a link to `hash` on page `pathname` (the current one by default), for links on that page. A
 * plain click navigates in place through the router, keeping the query (the browser would load `/#skills` afresh
 * from `/?lng=es`) and giving the entry a key, so that back and forward find its place. The page starts moving at
 * once; the router's navigation waits for the parts of the page still waiting to hydrate, since a navigation while
 * they wait makes React drop their HTML and render them afresh (a page of blank sections, moving what is below).
 * Other clicks (a new tab) are the browser's.
 */
export function useInPageLink(
  hash: string,
  { pathname, onNavigate }: { pathname?: string; onNavigate?: () => void } = {},
) {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const ready = hydrateDeferredParts();
    const id = anchorOf(hash);
    if (id !== undefined) settleScroll(() => anchorTop(id), { smooth: true, ready });
    void ready.then(() =>
      navigate({ pathname: pathname ?? location.pathname, search: location.search, hash }),
    );
  };
}
