import { useEffect, type RefObject } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { CARET_BLINK_MS } from '@/lib/constants';
import { watchOnScreen } from '@/lib/on-screen';

/**
 * Blinks the typing line's caret once the page is hydrated, by a timer: two frames a second. A CSS animation of its
 * opacity runs on the compositor, which then draws a frame at every display refresh for as long as the page is open
 * (docs/decisions.md, "The caret blinks by a timer"). Under reduced motion the caret is hidden by its class; off screen
 * it rests.
 */
export function useCaretBlink(ref: RefObject<HTMLElement | null>) {
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const caret = ref.current;
    if (reducedMotion !== false || !caret) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const rest = () => {
      clearInterval(timer);
      timer = undefined;
      caret.style.opacity = '';
    };
    const blink = () => {
      timer ??= setInterval(() => {
        caret.style.opacity = caret.style.opacity ? '' : '0';
      }, CARET_BLINK_MS);
    };
    blink();
    const unwatch = watchOnScreen(caret, (onScreen) => (onScreen ? blink() : rest()));
    return () => {
      unwatch();
      rest();
    };
  }, [ref, reducedMotion]);
}
