import { useEffect, useState } from 'react';
import { FOOTER_ID } from '@/lib/constants';

/**
 * Whether the end of the page is on screen: the top of the footer, and with it the strip above it where the floating
 * back-to-top link comes to rest. False on every render path until the page has been seen (the prerendered HTML is
 * at the top).
 */
export function usePageEndShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const footer = document.getElementById(FOOTER_ID);
    if (!footer) return;
    const observer = new IntersectionObserver(([entry]) => setShown(entry?.isIntersecting ?? false));
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return shown;
}
