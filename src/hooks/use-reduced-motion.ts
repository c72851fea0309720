import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;

/** Whether the visitor asked for less motion, read now; false where it cannot be known (the server, old browsers). */
export const prefersReducedMotion = () => media()?.matches ?? false;

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the visitor asked for reduced motion. `null` on the server and while hydrating, when nobody knows yet:
 * callers start motion only on `false`, so the prerendered HTML and the first client render stay identical.
 */
export function useReducedMotion(): boolean | null {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => null);
}
