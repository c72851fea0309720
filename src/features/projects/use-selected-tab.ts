import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '@/boot/use-hydrated';
import { DEFAULT_ACTIVE_TAB } from '@/lib/constants';

/** Where the history entry's state keeps the selected tab: a category id, which reads the same in every language. */
const STATE_KEY = 'projectsTab';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The category id a history entry's state holds as its selected tab, if any. */
export function storedTab(state: unknown): string | undefined {
  const value = isRecord(state) ? state[STATE_KEY] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** `state` with `id` as its selected tab, keeping whatever else it holds. */
export const withStoredTab = (state: unknown, id: string) => ({
  ...(isRecord(state) ? state : {}),
  [STATE_KEY]: id,
});

/**
 * The selected tab (1-based) of the tabs `ids`, kept in the history entry's state rather than in the component:
 * back and forward, and a reload, find the tab the visitor left, while the URL, and so the prerendered page, stay
 * the same. Until the page has hydrated it is the first tab, as the HTML was written.
 */
export function useSelectedTab(ids: readonly string[]): [number, (tab: number) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const index = hydrated ? ids.indexOf(storedTab(location.state) ?? '') : -1;
  const activeTab = index >= 0 ? index + 1 : DEFAULT_ACTIVE_TAB;
  const select = (tab: number) => {
    const id = ids[tab - 1];
    if (id === undefined || tab === activeTab) return;
    const { pathname, search, hash } = location;
    // Replaced, not pushed: a tab is no page of its own, and Back leaves home as it did.
    void navigate({ pathname, search, hash }, { replace: true, state: withStoredTab(location.state, id) });
  };
  return [activeTab, select];
}
