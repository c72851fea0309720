import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';
import { retryFailedParts } from './retry-failed-parts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

/** The part in a boundary; a new `key` is a fresh boundary, as after the error screen's Try again. */
const tree = (Part: ComponentType<object>, key: number) => (
  <Boundary key={key}>
    <Suspense fallback={<p>loading</p>}>
      <Part />
    </Suspense>
  </Boundary>
);

describe('a lazy part whose code failed to load', () => {
  it('shows the error, and loads again only once Try again starts a new round', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<object>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(() => <p>loaded</p>);
    const Part = lazyPart(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = render(tree(Part, 1));
    expect(await screen.findByText('failed')).toBeTruthy();
    // A render of its own (the boundary reset without a new round) meets the same failure, without loading again.
    view.rerender(tree(Part, 2));
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    retryFailedParts();
    await act(async () => view.rerender(tree(Part, 3)));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
