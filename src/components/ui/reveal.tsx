import { useRef, type ReactNode } from 'react';
import { useReveal } from '@/hooks/use-reveal';
import { FADE_DURATION_S } from '@/lib/constants';

interface RevealProps {
  children: ReactNode;
  className?: string;
  /** Fade length in seconds, within the spec's 1 to 1.2 s. */
  duration?: number;
}

/** A block that fades up when scrolled into view (see useReveal for when it may be hidden at all). */
export function Reveal({ children, className = '', duration = FADE_DURATION_S.min }: RevealProps) {
  const ref = useRef<HTMLDivElement>(null);
  const state = useReveal(ref);
  return (
    <div
      ref={ref}
      data-reveal={state}
      style={state === 'shown' ? { animationDuration: `${duration}s` } : undefined}
      className={`data-[reveal=hidden]:translate-y-6 data-[reveal=hidden]:opacity-0 data-[reveal=shown]:animate-fade-up ${className}`}
    >
      {children}
    </div>
  );
}
