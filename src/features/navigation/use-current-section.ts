import { useEffect, useState } from 'react';
import { homeAnchors, type HomeAnchor } from '@/lib/routes';
import { retryImport } from '@/boot/retry-import';

/**
 * The home section on screen, for the navbar to mark (`aria-current`), once the page has started; undefined off
 * home and before. The watch is a chunk of its own, fetched after the start: it changes nothing of the first screen
 * but the mark, and home's first code has no room to spare (docs/decisions.md). If it cannot be downloaded, no
 * link is marked and the page works on.
 */
export function useCurrentSection(isHome: boolean): HomeAnchor | undefined {
  const [current, setCurrent] = useState<HomeAnchor>();
  useEffect(() => {
    if (!isHome) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    retryImport(() => import('./section-watch')).then(
      ({ watchSections }) => {
        if (!stopped) stop = watchSections(homeAnchors, (id) => setCurrent(id as HomeAnchor));
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [isHome]);
  return isHome ? current : undefined;
}
