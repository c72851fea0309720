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

describe('Reveal', () => {
  it('is fully visible in the prerendered HTML', () => {
    expect(renderToString(<Reveal>text</Reveal>)).toContain('data-reveal="static"');
  });

  it('hides what is below the fold after hydration, and never under reduced motion', () => {
    const observe = vi.fn<(element: Element) => void>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = observe;
        disconnect() {}
      },
    );
    // jsdom lays nothing out: every box is at 0, so pretend the viewport ends above it.
    vi.stubGlobal('innerHeight', -1);
    stubMotionPreference(false);
    render(
      <Reveal>
        moving <a href="#x">a link</a>
      </Reveal>,
    );
    expect(screen.getByText(/moving/)).toHaveAttribute('data-reveal', 'hidden');
    expect(observe).toHaveBeenCalledOnce();
    // A Tab into it shows it at once: focus never rests on invisible content.
    act(() => screen.getByRole('link').focus());
    expect(screen.getByText(/moving/)).toHaveAttribute('data-reveal', 'static');

    stubMotionPreference(true);
    render(<Reveal>still</Reveal>);
    expect(screen.getByText('still')).toHaveAttribute('data-reveal', 'static');
  });
});
