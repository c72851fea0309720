import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
const media = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;

/** Whether the visitor asked for less motion; false where it cannot be known (the server, old browsers). */
export const prefersReducedMotion = () => media()?.matches ?? false;

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the visitor asked for less motion. The server (and hydration) assume not; the browser then tells. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
