import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { siteLanguages } from '@/content';
import type { LanguageEntry } from '@/content/languages';
import type { Language } from '@/i18n/languages';
import { filterLanguages } from './filter-languages';
import { useDismiss } from '@/hooks/use-dismiss';

/**
 * State and keyboard of the language dropdown, after the WAI-ARIA combobox-with-listbox pattern: the search
 * field keeps the focus and points at the highlighted option with aria-activedescendant.
 */
export function useLanguageCombobox(current: Language, onPick: (language: Language) => void) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const options = filterLanguages(siteLanguages, query, current);
  const active = options[Math.min(activeIndex, options.length - 1)];

  // Closing always resets the search text and, with it, the filtered list.
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useDismiss(open, rootRef, (reason) => close(reason === 'escape'));

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const toggle = () => {
    if (open) return close(false);
    setActiveIndex(
      Math.max(
        0,
        siteLanguages.findIndex((option) => option.code === current),
      ),
    );
    setOpen(true);
  };

  const pick = (option: LanguageEntry) => {
    onPick(option.code);
    close(true);
  };

  const search = (value: string) => {
    setQuery(value);
    setActiveIndex(0);
  };

  const move = (step: number) => {
    if (options.length === 0) return;
    const from = Math.min(activeIndex, options.length - 1);
    setActiveIndex((from + step + options.length) % options.length);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) pick(active);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return {
    open,
    query,
    options,
    active,
    rootRef,
    buttonRef,
    inputRef,
    toggle,
    pick,
    search,
    highlight: setActiveIndex,
    onInputKeyDown,
  };
}
