import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL } from '@/lib/constants';
import { useAutoplay } from './use-autoplay';

function Player({ enabled, onTick }: { enabled: boolean; onTick: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  useAutoplay({ enabled, intervalMs: CAROUSEL.autoPlayIntervalMs, root, onTick });
  return (
    <div ref={root} data-testid="root">
      <button type="button">control</button>
    </div>
  );
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('carousel autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves every 5500 ms', () => {
    const onTick = vi.fn<() => void>();
    render(<Player enabled onTick={onTick} />);
    act(() => vi.advanceTimersByTime(5499));
    expect(onTick).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onTick).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5500 * 2));
    expect(onTick).toHaveBeenCalledTimes(3);
  });

  it('pauses while hovered or focused, and resumes after', () => {
    const onTick = vi.fn<() => void>();
    const { getByTestId, getByRole } = render(<Player enabled onTick={onTick} />);
    fireEvent.mouseEnter(getByTestId('root'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTick).not.toHaveBeenCalled();
    fireEvent.mouseLeave(getByTestId('root'));
    fireEvent.focusIn(getByRole('button'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTick).not.toHaveBeenCalled();
    fireEvent.focusOut(getByRole('button'), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5500));
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('stays paused while either holds: the pointer leaves with focus inside, or focus leaves under the pointer', () => {
    const onTick = vi.fn<() => void>();
    const { getByTestId, getByRole } = render(<Player enabled onTick={onTick} />);
    fireEvent.mouseEnter(getByTestId('root'));
    fireEvent.focusIn(getByRole('button'));
    fireEvent.mouseLeave(getByTestId('root'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTick).not.toHaveBeenCalled();
    fireEvent.mouseEnter(getByTestId('root'));
    fireEvent.focusOut(getByRole('button'), { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTick).not.toHaveBeenCalled();
    fireEvent.mouseLeave(getByTestId('root'));
    act(() => vi.advanceTimersByTime(5500));
    expect(onTick).toHaveBeenCalledTimes(1);
  });

  it('never runs when turned off (detail pages) or under reduced motion', () => {
    const onTick = vi.fn<() => void>();
    const { unmount } = render(<Player enabled={false} onTick={onTick} />);
    act(() => vi.advanceTimersByTime(20_000));
    unmount();
    mockReducedMotion(true);
    render(<Player enabled onTick={onTick} />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTick).not.toHaveBeenCalled();
  });
});
