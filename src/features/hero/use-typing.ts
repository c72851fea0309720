import { useEffect, type RefObject } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { TYPING, TYPING_HOLD_MS } from '@/lib/constants';
import { retryImport } from '@/boot/retry-import';
import { watchOnScreen } from '@/lib/on-screen';

// i18next returns a fresh array on every render; the effect keys on the text instead.
const SEPARATOR = '\u0000';

/**
 * Types and erases the phrases in `ref`, looping, once the page is hydrated. The element starts with the first phrase
 * (that is what the prerendered HTML shows), and gets it back when the effect stops. Nothing moves under reduced motion.
 * typed.js is loaded here, after hydration: the first paint does not wait for it. It pauses while the line is off
 * screen.
 */
export function useTyping(ref: RefObject<HTMLElement | null>, phrases: readonly string[]) {
  const reducedMotion = useReducedMotion();
  const text = phrases.join(SEPARATOR);

  useEffect(() => {
    const element = ref.current;
    const [first, ...rest] = text.split(SEPARATOR);
    if (reducedMotion !== false || !element || first === undefined || rest.length === 0) return;
    let stopped = false;
    let typed: { destroy(): void } | undefined;
    let unwatch: (() => void) | undefined;
    retryImport(() => import('typed.js')).then(
      ({ default: Typed }) => {
        if (stopped) return;
        element.textContent = first;
        // typed.js starts from the element's text (the first phrase), holds it, erases it, then types the others.
        const typing = new Typed(element, {
          strings: rest,
          typeSpeed: TYPING.typeSpeed,
          backSpeed: TYPING.backSpeed,
          loop: TYPING.loop,
          startDelay: TYPING_HOLD_MS,
          backDelay: TYPING_HOLD_MS,
          showCursor: false, // ours is styled with the theme and hidden under reduced motion
          autoInsertCss: false,
          contentType: 'text', // anything but 'html' writes textContent: no markup from translations
        });
        typed = typing;
        unwatch = watchOnScreen(element, (onScreen) => (onScreen ? typing.start() : typing.stop()));
      },
      () => {
        // Without the library the first phrase simply stays: the line is decoration over text that is already there.
      },
    );
    return () => {
      stopped = true;
      unwatch?.();
      typed?.destroy();
      element.textContent = first;
    };
  }, [ref, text, reducedMotion]);
}
