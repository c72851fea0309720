import { useEffect, useState, type RefObject } from 'react';
import { retryImport } from '@/boot/retry-import';

/**
 * Whether the floating `link` would cover a control where it is, checked while it is `shown` (see covers-watch.ts).
 * The hit testing is downloaded when the link is first to show, which is after a scroll: until it has checked, the
 * link counts as covering, and stays hidden; if it cannot be downloaded, the link stays hidden and the page works on.
 */
export function useCoversControl(link: RefObject<HTMLElement | null>, shown: boolean): boolean {
  const [covers, setCovers] = useState(true);
  useEffect(() => {
    if (!shown) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    retryImport(() => import('./covers-watch')).then(
      ({ watchCovers }) => {
        if (!stopped) stop = watchCovers(() => link.current, setCovers);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [link, shown]);
  return covers;
}
