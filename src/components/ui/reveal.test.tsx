import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Reveal } from './reveal';

function stubMotionPreference(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

/** After hydration, below the fold: the observer the test drives calls `reveal` once it is in view. */
function waitBelowTheFold() {
  const observe = vi.fn<(element: Element) => void>();
  const seen: { reveal: () => void } = { reveal: () => undefined };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: IntersectionObserverCallback) {
        seen.reveal = () =>
          report(
            [{ isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe = observe;
      disconnect() {}
    },
  );
  // jsdom lays nothing out: every box is at 0, so pretend the viewport ends above it.
  vi.stubGlobal('innerHeight', -1);
  stubMotionPreference(false);
  return Object.assign(observe, { reveal: () => seen.reveal() });
}

/** A block with a link in it, which the focus can enter. */
const renderWithLink = () =>
  render(
    <Reveal>
      moving <a href="#x">a link</a>
    </Reveal>,
  );

describe('Reveal', () => {
  it('is fully visible in the prerendered HTML', () => {
    expect(renderToString(<Reveal>text</Reveal>)).toContain('data-reveal="static"');
  });

  it('hides what is below the fold after hydration, and never under reduced motion', () => {
    const observe = waitBelowTheFold();
    renderWithLink();
    expect(screen.getByText(/moving/)).toHaveAttribute('data-reveal', 'hidden');
    expect(observe).toHaveBeenCalledOnce();
    // A Tab into it shows it at once: focus never rests on invisible content.
    act(() => screen.getByRole('link').focus());
    expect(screen.getByText(/moving/)).toHaveAttribute('data-reveal', 'static');

    stubMotionPreference(true);
    render(<Reveal>still</Reveal>);
    expect(screen.getByText('still')).toHaveAttribute('data-reveal', 'static');
  });

  it('once faded in, stays as it is when the focus enters it: no render at the moment of a tap', () => {
    const view = waitBelowTheFold();
    renderWithLink();
    const block = screen.getByText(/moving/);
    act(() => view.reveal());
    expect(block).toHaveAttribute('data-reveal', 'shown');
    act(() => {
      block.dispatchEvent(new Event('animationend', { bubbles: true }));
    });
    act(() => screen.getByRole('link').focus());
    expect(block).toHaveAttribute('data-reveal', 'shown');
  });
});
