import type { Direction } from '@/i18n/direction';

/**
 * Which way an arrow key moves through a row of items (tabs, slides): +1 to the next item, -1 to the previous, in the
 * reading direction, so ArrowLeft goes forward in a right-to-left language; undefined for any other key.
 */
export function arrowStep(key: string, direction: Direction): 1 | -1 | undefined {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return undefined;
  return (key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1;
}

type Corner = `${'top' | 'bottom'}-${'left' | 'right'}` | `${'top' | 'bottom'}-center`;

/** A corner named for a left-to-right page (the spec's top-right toasts), mirrored on a right-to-left one. */
export function mirroredCorner<C extends Corner>(corner: C, direction: Direction): Corner {
  if (direction === 'ltr') return corner;
  return corner.replace(/left|right/, (side) => (side === 'left' ? 'right' : 'left')) as Corner;
}
