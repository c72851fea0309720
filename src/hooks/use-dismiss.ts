import { useEffect, useRef, type RefObject } from 'react';

export type DismissReason = 'outside' | 'escape';

/**
 * While `active`, calls `onDismiss` on a mousedown outside `inside` or on the Escape key: the way the spec closes
 * the language dropdown and the mobile menu. Touch taps reach it too, as the compatibility mousedown.
 */
export function useDismiss(
  active: boolean,
  inside: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
) {
  // The latest callback, without re-adding the listeners on every render.
  const callback = useRef(onDismiss);
  useEffect(() => {
    callback.current = onDismiss;
  });

  useEffect(() => {
    if (!active) return;
    const onMouseDown = (event: MouseEvent) => {
      if (event.target instanceof Node && inside.current?.contains(event.target)) return;
      callback.current('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      callback.current('escape');
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, inside]);
}
