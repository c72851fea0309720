import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

/**
 * Makes a drag or swipe change the slide exactly when it travels at least `minimumPx` (the spec's minimum touch drag):
 * Embla decides from the pointer's speed and the slide's width, so after it chooses, we correct its choice.
 */
export function useSwipeThreshold(api: UseEmblaCarouselType[1], minimumPx: number) {
  useEffect(() => {
    if (!api) return;
    const root = api.rootNode();
    let start: { x: number; index: number } | undefined;
    let travelled: number | undefined;
    const count = api.scrollSnapList().length;

    const onDown = (event: PointerEvent) => {
      start = { x: event.clientX, index: api.selectedScrollSnap() };
      travelled = undefined;
    };
    // The browser sends pointerup before the mouseup or touchend that Embla acts on.
    const onUp = (event: PointerEvent) => {
      if (start) travelled = event.clientX - start.x;
    };
    const settle = () => {
      if (!start || travelled === undefined) return;
      const step = Math.abs(travelled) < minimumPx ? 0 : travelled < 0 ? 1 : -1;
      const target = (start.index + step + count) % count;
      start = undefined;
      travelled = undefined;
      if (api.selectedScrollSnap() !== target || step === 0) api.scrollTo(target);
    };

    root.addEventListener('pointerdown', onDown);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
    api.on('pointerUp', settle);
    return () => {
      root.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      api.off('pointerUp', settle);
    };
  }, [api, minimumPx]);
}
