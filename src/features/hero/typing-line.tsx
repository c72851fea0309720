import { useRef } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { useCaretBlink } from './use-caret-blink';
import { useTyping } from './use-typing';

/**
 * The animated line under the name. Screen readers get every phrase as plain text; the typed copy is hidden from them.
 * All phrases sit invisibly in one grid cell, so the line is always as tall and wide as its longest phrase.
 */
export function TypingLine({ phrases, className = '' }: { phrases: string[]; className?: string }) {
  const language = useLanguage();
  const typedRef = useRef<HTMLSpanElement>(null);
  const caretRef = useRef<HTMLSpanElement>(null);
  useTyping(typedRef, phrases);
  useCaretBlink(caretRef);

  return (
    <p className={className}>
      <span className="sr-only print:not-sr-only">{phrases.join(', ')}</span>
      <span aria-hidden="true" className="grid print:hidden">
        {phrases.map((phrase) => (
          <span key={phrase} className="invisible col-start-1 row-start-1 pe-3">
            {phrase}
          </span>
        ))}
        <span className="col-start-1 row-start-1">
          {/* Keyed by language so that React replaces the node typed.js writes into, instead of patching it. */}
          <span key={language} ref={typedRef} data-testid="typing-text">
            {phrases[0]}
          </span>
          <span
            ref={caretRef}
            data-testid="typing-caret"
            className="ms-0.5 inline-block h-[1.1em] w-0.5 translate-y-[0.15em] bg-accent motion-reduce:hidden"
          />
        </span>
      </span>
    </p>
  );
}
