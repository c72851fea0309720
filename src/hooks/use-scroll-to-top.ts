import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long an anchor may take to appear (a screen or a section whose code is still loading). */
const ANCHOR_WAIT_MS = 5000;

/** Scrolls to the element `id` names, now or as soon as it is rendered; returns a clean-up. */
function scrollToAnchor(id: string): () => void {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const arrived = document.getElementById(id);
    if (!arrived) return;
    stop();
    arrived.scrollIntoView();
  });
  const timer = window.setTimeout(() => stop(), ANCHOR_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Every navigation starts at the top of the page, or at the anchor the URL names. */
export function useScrollToTop() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (location.hash) return scrollToAnchor(decodeURIComponent(location.hash.slice(1)));
    // The page the browser opened is where the visitor may already have scrolled before its code came: leave it.
    const opened = first.current;
    first.current = false;
    if (opened) return undefined;
    // Instant: the page changed, so a smooth scroll up through the old page's height would only distract.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return undefined;
  }, [location]);
}
