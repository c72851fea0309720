import { CAROUSEL } from '../../src/lib/constants';
import { EARLY_INPUT_GLOBAL, EARLY_SWIPE, HELD_ATTRIBUTE } from '../../src/boot/early-input';

/**
 * The page's first inline script, in `<head>` so that it listens before anything is painted. The prerendered page
 * shows buttons long before their code has run (it loads after the first paint, and parts of the page hydrate
 * later still); a click on one, or a swipe on a carousel, would do nothing. Until the app says a button is live
 * (src/boot/early-input.ts), a click on it is stopped and the button kept, marked busy; the app clicks it again once
 * its code is there. Links are left to the browser: they work without code. If the app's code cannot load, the
 * loader lets every held button go. It also notes the visitor's first move, which parts waiting for one may have
 * missed. Plain ES5, as the loader.
 */
export const earlyInputHolder = `(function () {
  var d = document, held = [], down = null;
  var input = window.${EARLY_INPUT_GLOBAL} = { live: null, flush: flush, moved: false };
  function isLive(control) { return !!input.live && input.live(control); }
  function inApp(node) { var root = d.getElementById('root'); return !!root && root.contains(node); }
  function hold(control) {
    if (held.indexOf(control) >= 0) return;
    held.push(control);
    control.setAttribute('${HELD_ATTRIBUTE}', '');
  }
  function flush() {
    var waiting = held;
    held = [];
    waiting.forEach(function (control) {
      if (!control.isConnected) return;
      if (!isLive(control)) return held.push(control);
      control.removeAttribute('${HELD_ATTRIBUTE}');
      control.click();
    });
  }
  addEventListener('click', function (event) {
    var control = event.target.closest && event.target.closest('button, [role="tab"]');
    if (!control || isLive(control) || !inApp(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(control);
  }, true);
  ['scroll', 'wheel', 'touchstart', 'keydown'].forEach(function (name) {
    addEventListener(name, function () { input.moved = true; }, { capture: true, passive: true });
  });
  addEventListener('pointerdown', function (event) {
    input.moved = true;
    down = event.isPrimary ? event : null;
  }, true);
  addEventListener('pointerup', function (event) {
    var area = down && down.target.closest && down.target.closest('[${EARLY_SWIPE.area}]');
    if (!area || isLive(area)) return;
    var dx = event.clientX - down.clientX, dy = event.clientY - down.clientY;
    if (Math.abs(dx) < ${CAROUSEL.minimumTouchDragPx} || Math.abs(dx) < Math.abs(dy)) return;
    var button = area.querySelector(dx < 0 ? '[${EARLY_SWIPE.next}]' : '[${EARLY_SWIPE.previous}]');
    if (button) hold(button);
  }, true);
})();`;

/** What the loader runs when the app's code failed to load: the held buttons do what they do without it. */
export const releaseEarlyInput = `function () {
    var input = window.${EARLY_INPUT_GLOBAL};
    if (!input) return;
    input.live = function () { return true; };
    input.flush();
  }`;
