import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

/** The index of the slide in view; 0 until the carousel runs, as in the prerendered HTML. */
export function useSelectedSlide(api: UseEmblaCarouselType[1]): number {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return selected;
}
