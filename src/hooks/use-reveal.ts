import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { REVEAL_THRESHOLD } from '@/lib/constants';
import { useReducedMotion } from './use-reduced-motion';

/** `static`: shown as the HTML painted it; `hidden`: waiting below the fold; `shown`: fading in. */
export type RevealState = 'static' | 'hidden' | 'shown';

/**
 * Scroll-reveal: after hydration, an element still below the fold is hidden, then fades in once 30% of it is visible,
 * or shows at once when the focus moves into it. Before hydration, without JavaScript and under reduced motion nothing
 * is ever hidden.
 */
export function useReveal(ref: RefObject<HTMLElement | null>): RevealState {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<RevealState>('static');

  useEffect(() => {
    const element = ref.current;
    if (reducedMotion !== false || !element || typeof IntersectionObserver === 'undefined') return;
    // Anything already on screen stays as painted: hiding it now would make it blink.
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    // An element taller than the viewport could never be 30% visible: ask for half a screen of it instead.
    const threshold = Math.min(REVEAL_THRESHOLD, window.innerHeight / 2 / Math.max(element.offsetHeight, 1));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= threshold)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold },
    );
    // Focus inside (a Tab, a link to an anchor in it) shows it at once, whether it waits hidden or is fading in:
    // what holds the focus is never invisible. Once it has faded in (the end of its own animation), a focus in it
    // changes nothing: no render at the moment of a tap.
    let fadedIn = false;
    const onFadedIn = (event: AnimationEvent) => {
      if (event.target === element) fadedIn = true;
    };
    const showNow = () => {
      observer.disconnect();
      element.removeEventListener('focusin', showNow);
      if (fadedIn) return;
      // Before the browser paints the focus ring: not one frame of a focused control at opacity 0.
      flushSync(() => setState('static'));
    };
    setState('hidden');
    observer.observe(element);
    element.addEventListener('focusin', showNow);
    element.addEventListener('animationend', onFadedIn);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', showNow);
      element.removeEventListener('animationend', onFadedIn);
    };
  }, [ref, reducedMotion]);

  // Reduced motion switched on while something waited hidden: show it at once.
  return reducedMotion ? 'static' : state;
}
