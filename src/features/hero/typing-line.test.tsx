import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { fallbackLanguage } from '@/i18n/languages';
import { CARET_BLINK_MS } from '@/lib/constants';
import { TypingLine } from './typing-line';

// typed.js, as the line loads it after hydration: what it is asked to type.
const typed = vi.hoisted(() => ({ strings: [] as string[][], calls: [] as string[] }));
vi.mock('typed.js', () => ({
  default: class {
    constructor(_element: Element, options: { strings: string[] }) {
      typed.strings.push(options.strings);
    }
    start() {
      typed.calls.push('start');
    }
    stop() {
      typed.calls.push('stop');
    }
    destroy() {}
  },
}));

/** An IntersectionObserver the test drives: `show(false)` takes every watched element off screen. */
function fakeScreen() {
  const watchers: { report: IntersectionObserverCallback; elements: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      elements: Element[] = [];
      constructor(report: IntersectionObserverCallback) {
        watchers.push({ report, elements: this.elements });
      }
      observe(element: Element) {
        this.elements.push(element);
      }
      disconnect() {}
    },
  );
  return (isIntersecting: boolean) =>
    act(() => {
      for (const { report, elements } of watchers)
        report(
          elements.map((target) => ({ target, isIntersecting }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderLine(reducedMotion: boolean, phrases = ['One', 'Two', 'Three']) {
  vi.stubGlobal('matchMedia', () => ({
    matches: reducedMotion,
    addEventListener() {},
    removeEventListener() {},
  }));
  return render(
    <I18nextProvider i18n={createI18n(fallbackLanguage)}>
      <TypingLine phrases={phrases} />
    </I18nextProvider>,
  );
}

describe('TypingLine', () => {
  it('with one phrase, shows it and types nothing', async () => {
    typed.strings = [];
    renderLine(false, ['Only']);
    expect(screen.getByTestId('typing-text')).toHaveTextContent(/^Only$/);
    expect(screen.getByText('Only', { selector: '.sr-only' })).toBeInTheDocument();
    // The import typed.js would wait for has had its turn.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(typed.strings).toEqual([]);
    expect(screen.getByTestId('typing-text')).toHaveTextContent(/^Only$/);
  });

  it('with two phrases, types the second', async () => {
    typed.strings = [];
    renderLine(false, ['One', 'Two']);
    await vi.waitFor(() => expect(typed.strings).toEqual([['Two']]));
  });

  it('shows the first phrase, and gives screen readers every phrase as text', () => {
    // Under reduced motion nothing moves: what is shown is what the prerendered HTML shows.
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
    const phrases = ['One', 'Two', 'Three'];
    render(
      <I18nextProvider i18n={createI18n(fallbackLanguage)}>
        <TypingLine phrases={phrases} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('typing-text')).toHaveTextContent(/^One$/);
    expect(screen.getByText('One, Two, Three')).toHaveClass('sr-only');
    expect(screen.getByTestId('typing-text').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('blinks its caret by a timer: shown, hidden and shown again, every half period', () => {
    vi.useFakeTimers();
    const { unmount } = renderLine(false);
    const caret = screen.getByTestId('typing-caret');
    expect(caret).toBeVisible();
    act(() => vi.advanceTimersByTime(CARET_BLINK_MS));
    expect(caret).not.toBeVisible();
    act(() => vi.advanceTimersByTime(CARET_BLINK_MS));
    expect(caret).toBeVisible();
    act(() => vi.advanceTimersByTime(CARET_BLINK_MS));
    unmount();
    expect(caret.style.opacity).toBe('');
  });

  it('rests while off screen: the typing pauses and the caret stays shown, and both go on once it is back', async () => {
    typed.calls = [];
    typed.strings = [];
    const show = fakeScreen();
    renderLine(false);
    await vi.waitFor(() => expect(typed.strings.length).toBeGreaterThan(0));
    vi.useFakeTimers();
    const caret = screen.getByTestId('typing-caret');
    show(false);
    expect(typed.calls).toEqual(['stop']);
    act(() => vi.advanceTimersByTime(CARET_BLINK_MS * 3));
    expect(caret).toBeVisible();
    show(true);
    expect(typed.calls).toEqual(['stop', 'start']);
    act(() => vi.advanceTimersByTime(CARET_BLINK_MS));
    expect(caret).not.toBeVisible();
  });

  it('keeps its caret still under reduced motion', () => {
    vi.useFakeTimers();
    renderLine(true);
    act(() => vi.advanceTimersByTime(CARET_BLINK_MS * 3));
    expect(screen.getByTestId('typing-caret').style.opacity).toBe('');
  });
});
