import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './language-switcher';
import { siteLanguages } from '@/content';
import { fallbackLanguage, languages, type Language } from '@/i18n/languages';
import { renderAt } from '@/test/render';
import { createI18n } from '@/i18n/create-i18n';

// Derived from the site's languages and texts: the fallback, and the next language in the list.
const first = fallbackLanguage;
const second = languages[1] ?? fallbackLanguage;
const label = (code: Language) => siteLanguages.find((language) => language.code === code)?.label ?? code;
const t = (code: Language) => createI18n(code).t;
const buttonName = (code: Language) => t(code)('navbar.language_button', { language: label(code) });

function setup(language: Language = first) {
  const user = userEvent.setup();
  const view = renderAt(
    <>
      <LanguageSwitcher />
      <p>outside</p>
    </>,
    { language },
  );
  return { user, ...view };
}

describe('LanguageSwitcher', () => {
  it('opens on the button, focuses the search field and highlights the current language', async () => {
    const { user } = setup(second);
    const button = screen.getByRole('button', { name: buttonName(second) });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: t(second)('navbar.language_search') });
    expect(search).toHaveFocus();
    expect(screen.getByRole('option', { name: label(second) })).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: label(second) }).id,
    );
  });

  it('filters, shows the empty message, and resets on an outside mousedown', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: buttonName(first) }));
    await user.type(screen.getByRole('combobox'), '\u2603\u2603');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText(t(first)('navbar.language_not_found')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    // A mousedown inside, on the search field, keeps it open.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('combobox') });
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]' });
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByText('outside') });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: buttonName(first) }));
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(languages.map(label));
  });

  it('moves with the arrow keys, picks with Enter and gives the focus back to the button', async () => {
    const { user, i18n } = setup();
    await user.click(screen.getByRole('button', { name: buttonName(first) }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: label(second) })).toHaveAttribute('aria-selected', 'true');
    // From the last option, down wraps to the first.
    for (const code of [...languages.slice(2), first]) {
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('option', { name: label(code) })).toHaveAttribute('aria-selected', 'true');
    }
    // Up from the first wraps to the last; on up to the second.
    await user.keyboard(`${'{ArrowUp}'.repeat(languages.length - 1)}{Enter}`);
    expect(i18n.language).toBe(second);
    const button = await screen.findByRole('button', { name: buttonName(second) });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter from the button, and Enter picks the first language that matches what was typed', async () => {
    const { user, i18n } = setup();
    screen.getByRole('button', { name: buttonName(first) }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard(`${label(second)}{Enter}`);
    expect(i18n.language).toBe(second);
    expect(await screen.findByRole('button', { name: buttonName(second) })).toHaveFocus();
  });

  it('closes on Escape without changing the language', async () => {
    const { user, i18n } = setup();
    await user.click(screen.getByRole('button', { name: buttonName(first) }));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: buttonName(first) })).toHaveFocus();
    await act(async () => {});
    expect(i18n.language).toBe(first);
  });
});
