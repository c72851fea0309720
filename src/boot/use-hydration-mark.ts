import { useEffect, type RefObject } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/constants';

/**
 * Marks the element `data-hydrated` once React has hydrated (or rendered) it: the signal browser tests wait for
 * before they tap what the element holds, since React's own marks are private. Set outside React's props, so the
 * prerendered HTML and the hydrating render stay identical.
 */
export function useHydrationMark(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    ref.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [ref]);
}
