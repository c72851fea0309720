import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

afterEach(() => vi.useRealTimers());

describe('afterNextPaint', () => {
  it('runs after the next frame, in a task of its own', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const run = vi.fn<() => void>();
    afterNextPaint(run);
    vi.advanceTimersToNextFrame();
    expect(run).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(run).toHaveBeenCalledOnce();
  });
});
