import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { languages } from '@/i18n/languages';
import { resources } from '@/i18n/resources';
import { TYPING } from '@/lib/constants';
import { TypingLine } from './typing-line';

afterEach(() => vi.unstubAllGlobals());

describe('TypingLine', () => {
  it.each(languages)('has the spec’s five phrases in %s', (language) => {
    expect(resources[language].global.hero.typing).toHaveLength(TYPING.phraseCount);
  });

  it('shows the first phrase, and gives screen readers every phrase as text', () => {
    // Under reduced motion nothing moves: what is shown is what the prerendered HTML shows.
    vi.stubGlobal('matchMedia', () => ({ matches: true, addEventListener() {}, removeEventListener() {} }));
    const phrases = ['One', 'Two', 'Three'];
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <TypingLine phrases={phrases} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('typing-text')).toHaveTextContent(/^One$/);
    expect(screen.getByText('One, Two, Three')).toHaveClass('sr-only');
    expect(screen.getByTestId('typing-text').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
