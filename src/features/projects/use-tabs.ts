import { useRef, type KeyboardEvent } from 'react';

/**
 * Keyboard handling of a WAI-ARIA tab list with automatic activation: the active tab is 1-based (as the spec counts),
 * only it is in the tab order, and the arrow keys, Home and End move focus and selection together. The caller keeps
 * the selection (`activeTab`, `setActiveTab`).
 */
export function useTabs(count: number, [activeTab, setActiveTab]: [number, (tab: number) => void]) {
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (tab: number) => {
    setActiveTab(tab);
    tabRefs.current[tab - 1]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // From the tab the key was pressed on: a second key before React rendered the first one's tab moves on from it.
    const from = tabRefs.current.indexOf(event.currentTarget as HTMLButtonElement) + 1 || activeTab;
    const next: Record<string, number> = {
      ArrowRight: (from % count) + 1,
      ArrowLeft: ((from - 2 + count) % count) + 1,
      Home: 1,
      End: count,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const tabRef = (index: number) => (element: HTMLButtonElement | null) => {
    tabRefs.current[index] = element;
  };

  return { activeTab, setActiveTab, onKeyDown, tabRef, tabRefs };
}
