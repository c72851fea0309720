/** What a tap under the floating link would have reached: it must never sit on one of these. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, video, iframe, [role="tab"]';

/** Rows and columns of points tested over the link: 13 px apart at most, closer than the smallest text link. */
const GRID = 4;

/** How far around the link a control still counts as under it (a finger is not a pointer). */
const MARGIN_PX = 4;

/** Whether a line of `element`'s own text runs through the point (x, y). */
function textAt(element: Element, x: number, y: number, range: Range): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects())
      if (x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom) return true;
  }
  return false;
}

/**
 * Whether a control, or a word of text, lies under `link`, at the place it has when shown (its `offset*` box, without
 * its slide): on a phone the text runs to the screen's edge, and a link over it hid what the visitor was reading.
 */
function coversControl(link: HTMLElement): boolean {
  const range = document.createRange();
  const frame = link.offsetParent?.getBoundingClientRect();
  if (!frame) return false;
  const left = frame.left + link.offsetLeft - MARGIN_PX;
  const top = frame.top + link.offsetTop - MARGIN_PX;
  const size = { width: link.offsetWidth + 2 * MARGIN_PX, height: link.offsetHeight + 2 * MARGIN_PX };
  for (let column = 0; column <= GRID; column++) {
    for (let row = 0; row <= GRID; row++) {
      const x = left + (size.width * column) / GRID;
      const y = top + (size.height * row) / GRID;
      const hits = document.elementsFromPoint(x, y);
      const under = hits.filter((element) => !link.contains(element));
      if (under.some((element) => element.closest(CONTROLS) || textAt(element, x, y, range))) return true;
    }
  }
  return false;
}

/** Calls `callback` when a scroll has come to rest (`scrollend`, or a pause where the browser lacks it). */
function onScrollEnd(callback: () => void): () => void {
  if ('onscrollend' in window) {
    addEventListener('scrollend', callback);
    return () => removeEventListener('scrollend', callback);
  }
  let timer = 0;
  const onScroll = () => {
    clearTimeout(timer);
    timer = window.setTimeout(callback, 150);
  };
  addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    removeEventListener('scroll', onScroll);
  };
}

/**
 * Tells `onChange` whether the floating link `link()` would cover a control or text where it is: now, when a scroll comes to
 * rest and when the page's size changes (a tab, a section rendered), not on every frame of a scroll (25 hit tests
 * each time, each a layout of the page: while a page loads, its size changes many times). A focused link stays: it
 * is what the keyboard is on. Returns the function that stops watching.
 */
export function watchCovers(link: () => HTMLElement | null, onChange: (covers: boolean) => void): () => void {
  let frame = 0;
  const check = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      const element = link();
      if (element) onChange(document.activeElement !== element && coversControl(element));
    });
  };
  check();
  const stop = onScrollEnd(check);
  const resized = new ResizeObserver(check);
  resized.observe(document.body);
  addEventListener('resize', check);
  return () => {
    cancelAnimationFrame(frame);
    stop();
    resized.disconnect();
    removeEventListener('resize', check);
  };
}
