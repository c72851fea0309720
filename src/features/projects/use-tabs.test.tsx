import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import type { Direction } from '@/i18n/direction';
import { carouselOptions } from './image-carousel';
import { useTabs } from './use-tabs';

/** Presses `keys` on the active tab of three, in `direction`, and says which tab each press selected. */
function press(direction: Direction, keys: string[]) {
  let active = 1;
  const { result, rerender } = renderHook(() => useTabs(3, [active, (tab) => (active = tab)], direction));
  const selected: number[] = [];
  for (const key of keys) {
    act(() =>
      result.current.onKeyDown({
        key,
        currentTarget: null,
        preventDefault: () => undefined,
      } as unknown as KeyboardEvent<HTMLElement>),
    );
    rerender();
    selected.push(active);
  }
  return selected;
}

describe('useTabs: the arrow keys follow the reading direction', () => {
  it('left to right: ArrowRight is the next tab, ArrowLeft the previous, wrapping', () => {
    expect(press('ltr', ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'End', 'Home'])).toEqual([
      2, 3, 1, 3, 3, 1,
    ]);
  });

  it('right to left: ArrowLeft is the next tab, ArrowRight the previous, wrapping', () => {
    expect(press('rtl', ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowRight', 'End', 'Home'])).toEqual([
      2, 3, 1, 3, 3, 1,
    ]);
  });
});

describe('carouselOptions', () => {
  it("lays the slides out in the page's direction, an endless loop, still under reduced motion", () => {
    expect(carouselOptions('rtl', false)).toMatchObject({ direction: 'rtl', loop: true });
    expect(carouselOptions('ltr', false)).toMatchObject({ direction: 'ltr', loop: true });
    expect(carouselOptions('ltr', true).duration).toBe(0);
  });
});
