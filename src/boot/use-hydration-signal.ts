import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/constants';

/**
 * Marks `<html data-hydrated>` once the app has taken over the prerendered page (its first commit), so that browser
 * tests wait for the app itself rather than for React's private fields. No style reads the attribute, so setting it
 * restyles nothing.
 */
export function useHydrationSignal() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
}
