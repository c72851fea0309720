import { useEffect, useRef, type RefObject } from 'react';
import { prefersReducedMotion } from '@/hooks/use-reduced-motion';

interface AutoplayOptions {
  enabled: boolean;
  intervalMs: number;
  /** The element whose hover or focus pauses the autoplay. */
  root: RefObject<HTMLElement | null>;
  onTick: () => void;
}

/**
 * Calls `onTick` every `intervalMs` while enabled. It pauses while the pointer is over `root` or focus is inside it,
 * so nobody reads or operates a moving thing, and it never starts when the visitor prefers reduced motion.
 * embla-carousel-autoplay pauses only for focus on a slide, not on our controls, and costs more bytes (docs/decisions.md).
 */
export function useAutoplay({ enabled, intervalMs, root, onTick }: AutoplayOptions) {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);

  useEffect(() => {
    const node = root.current;
    if (!enabled || !node || prefersReducedMotion()) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let hovered = false;
    let focused = false;
    const schedule = () => {
      clearInterval(timer);
      timer = hovered || focused ? undefined : setInterval(() => tick.current(), intervalMs);
    };
    const listeners: [keyof HTMLElementEventMap, (event: Event) => void][] = [
      ['mouseenter', () => ((hovered = true), schedule())],
      ['mouseleave', () => ((hovered = false), schedule())],
      ['focusin', () => ((focused = true), schedule())],
      [
        'focusout',
        (event) => {
          focused = node.contains((event as FocusEvent).relatedTarget as Node | null);
          schedule();
        },
      ],
    ];
    for (const [type, listener] of listeners) node.addEventListener(type, listener);
    schedule();
    return () => {
      clearInterval(timer);
      for (const [type, listener] of listeners) node.removeEventListener(type, listener);
    };
  }, [enabled, intervalMs, root]);
}
