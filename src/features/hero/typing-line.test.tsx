import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { fallbackLanguage, languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { CARET_BLINK_MS, TYPING } from '@/lib/constants';
import { TypingLine } from './typing-line';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderLine(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', () => ({
    matches: reducedMotion,
    addEventListener() {},
    removeEventListener() {},
  }));
  return render(
    <I18nextProvider i18n={createI18n(fallbackLanguage)}>
      <TypingLine phrases={['One', 'Two', 'Three']} />
    </I18nextProvider>,
  );
}

describe('TypingLine', () => {
  it.each(languages)('has the spec’s five phrases in %s', (language) => {
    expect(resources[language].global.hero.typing).toHaveLength(TYPING.phraseCount);
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

  it('keeps its caret still under reduced motion', () => {
    vi.useFakeTimers();
    renderLine(true);
    act(() => vi.advanceTimersByTime(CARET_BLINK_MS * 3));
    expect(screen.getByTestId('typing-caret').style.opacity).toBe('');
  });
});
