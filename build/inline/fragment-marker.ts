import { FRAGMENT_ATTRIBUTE } from '../../src/lib/constants';
import { inlineFunction } from './inline-script';

/**
 * Marks `<html>` with FRAGMENT_ATTRIBUTE while the page's URL has a fragment, from the first byte of the page on:
 * the blocks rendered when near are then laid out at their real size (src/styles/app.css), so that the browser's
 * scroll to the fragment lands where the section really is. It runs in the head, before the app: a page opened at
 * `/#contact`, an anchor followed before the app has started (marked as the link is clicked, before the browser
 * scrolls) and a fragment changed through history. Once running, the app keeps the mark in step with its own
 * navigations (src/scroll/use-navigation-scroll.ts). A `:has(:target)` selector said the same in the style sheet, but
 * made every insertion into the page a style recalculation of the whole document (docs/decisions.md).
 *
 * Self-contained: its source is the inline script (`fragmentMarker`), with the attribute's name as its argument.
 */
export function markFragment(w: Window, name: string): void {
  const { location } = w;
  const root = w.document.documentElement;
  const mark = () => root.toggleAttribute(name, location.hash.length > 1);
  mark();
  w.addEventListener('hashchange', mark);
  w.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const link = !event.defaultPrevented && target?.closest?.<HTMLAnchorElement>('a[href*="#"]');
    if (
      link &&
      link.hash.length > 1 &&
      link.origin === location.origin &&
      link.pathname === location.pathname &&
      link.search === location.search
    )
      root.setAttribute(name, '');
  });
}

/** The inline script's body: `markFragment` with the attribute's name. */
export const fragmentMarker = inlineFunction(markFragment, FRAGMENT_ATTRIBUTE);
