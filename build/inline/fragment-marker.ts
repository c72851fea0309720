import { FRAGMENT_ATTRIBUTE } from '../../src/lib/constants';

/**
 * Marks `<html>` with FRAGMENT_ATTRIBUTE while the page's URL has a fragment, from the first byte of the page on:
 * the blocks rendered when near are then laid out at their real size (src/styles/app.css), so that the browser's
 * scroll to the fragment lands where the section really is. It runs in the head, before the app: a page opened at
 * `/#contact`, an anchor followed before the app has started (marked as the link is clicked, before the browser
 * scrolls) and a fragment changed through history. Once running, the app keeps the mark in step with its own
 * navigations (src/scroll/use-navigation-scroll.ts). A `:has(:target)` selector said the same in the style sheet, but
 * made every insertion into the page a style recalculation of the whole document (docs/decisions.md).
 */
export const fragmentMarker = `(function () {
  var root = document.documentElement, name = ${JSON.stringify(FRAGMENT_ATTRIBUTE)};
  function mark() { root.toggleAttribute(name, location.hash.length > 1); }
  mark();
  addEventListener('hashchange', mark);
  addEventListener('click', function (event) {
    var link = !event.defaultPrevented && event.target.closest && event.target.closest('a[href*="#"]');
    if (link && link.hash.length > 1 && link.origin === location.origin && link.pathname === location.pathname
      && link.search === location.search) root.setAttribute(name, '');
  });
})();`;
