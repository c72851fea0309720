import { useCallback, useEffect, useRef, useState } from 'react';
import { DESKTOP_NAV_MEDIA_QUERY } from '@/lib/constants';
import { useDismiss } from '@/hooks/use-dismiss';
import { useFocusTrap } from '@/hooks/use-focus-trap';

/** Open or closed; outside clicks, Escape, picking an item and growing to desktop width close it. */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, (reason) => {
    close();
    if (reason === 'escape') toggleRef.current?.focus();
  });
  useFocusTrap(open, rootRef);

  useEffect(() => {
    if (!open) return;
    // The page behind stays put while the menu covers it. On <body>, whose overflow passes to the viewport:
    // on <html> it would make <body> a scroll container and unstick the sticky header.
    const { body } = document;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    const desktop = window.matchMedia(DESKTOP_NAV_MEDIA_QUERY);
    const onChange = () => desktop.matches && close();
    desktop.addEventListener('change', onChange);
    return () => {
      body.style.overflow = previous;
      desktop.removeEventListener('change', onChange);
    };
  }, [open, close]);

  return { open, toggle: () => setOpen((value) => !value), close, rootRef, toggleRef };
}
