import { useEffect, useState } from 'react';

/**
 * Whether the page has scrolled more than `thresholdPx`. It starts false on every render path (the prerendered
 * HTML is at the top), and reads the real position after hydration.
 */
export function useScrolledPast(thresholdPx: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > thresholdPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [thresholdPx]);
  return past;
}
