import { useLayoutEffect, useState, type RefObject } from 'react';

export interface IndicatorBox {
  x: number;
  y: number;
  width: number;
}

/**
 * Where the active tab's underline goes, measured from the active tab inside its list, and measured again whenever the
 * list changes size (a window resize, a font swap, another language). `null` until measured: before hydration the
 * active tab marks itself.
 */
export function useTabIndicator(
  listRef: RefObject<HTMLElement | null>,
  tabRefs: RefObject<(HTMLElement | null)[]>,
  activeIndex: number,
): IndicatorBox | null {
  const [box, setBox] = useState<IndicatorBox | null>(null);

  // Before paint, so that the underline never shows under the previous tab.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const tab = tabRefs.current[activeIndex];
      if (!tab) return;
      setBox({ x: tab.offsetLeft, y: tab.offsetTop + tab.offsetHeight, width: tab.offsetWidth });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const tab of tabRefs.current) if (tab) observer.observe(tab);
    return () => observer.disconnect();
  }, [listRef, tabRefs, activeIndex]);

  return box;
}
