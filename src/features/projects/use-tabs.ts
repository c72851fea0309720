import { useRef, type KeyboardEvent } from 'react';
import type { Direction } from '@/i18n/direction';
import { arrowStep } from '@/lib/reading-direction';

/**
 * Keyboard handling of a WAI-ARIA tab list with automatic activation: the active tab is 1-based (as the spec counts),
 * only it is in the tab order, and the arrow keys (in the reading direction: ArrowLeft is the next tab in a right-to-left
 * language), Home and End move focus and selection together. The caller keeps the selection (`activeTab`,
 * `setActiveTab`).
 */
export function useTabs(
  count: number,
  [activeTab, setActiveTab]: [number, (tab: number) => void],
  direction: Direction = 'ltr',
) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (tab: number) => {
    setActiveTab(tab);
    tabRefs.current[tab - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // From the tab the key was pressed on: a second key before React rendered the first one's tab moves on from it.
    const from = tabRefs.current.indexOf(event.currentTarget as HTMLButtonElement) + 1 || activeTab;
    const step = arrowStep(event.key, direction);
    const target =
      step === undefined
        ? event.key === 'Home'
          ? 1
          : event.key === 'End'
            ? count
            : undefined
        : ((from - 1 + step + count) % count) + 1;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const tabRef = (index: number) => (element: HTMLButtonElement | null) => {
    tabRefs.current[index] = element;
  };

  return { activeTab, setActiveTab, onKeyDown, tabRef, tabRefs };
}
