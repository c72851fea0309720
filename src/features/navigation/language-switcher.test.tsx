import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageSwitcher } from './language-switcher';
import { renderAt } from '@/test/render';

function setup(language: 'en' | 'es' = 'en') {
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
    const { user } = setup('es');
    const button = screen.getByRole('button', { name: 'Idioma: Español' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Buscar un idioma' });
    expect(search).toHaveFocus();
    expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Español' }).id,
    );
  });

  it('filters, shows the empty message, and resets on an outside mousedown', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.type(screen.getByRole('combobox'), 'XYZ');
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('No results found.').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    // A mousedown inside, on the search field, keeps it open.
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('combobox') });
    expect(screen.getByRole('combobox')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]' });
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByText('outside') });
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    expect(screen.getByRole('combobox')).toHaveValue('');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Español']);
  });

  it('moves with the arrow keys, picks with Enter and gives the focus back to the button', async () => {
    const { user, i18n } = setup();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(i18n.language).toBe('es');
    const button = await screen.findByRole('button', { name: 'Idioma: Español' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter from the button, and Enter picks the first language that matches what was typed', async () => {
    const { user, i18n } = setup();
    screen.getByRole('button', { name: 'Language: English' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('combobox')).toHaveFocus();
    await user.keyboard('Esp{Enter}');
    expect(i18n.language).toBe('es');
    expect(await screen.findByRole('button', { name: 'Idioma: Español' })).toHaveFocus();
  });

  it('closes on Escape without changing the language', async () => {
    const { user, i18n } = setup();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Language: English' })).toHaveFocus();
    await act(async () => {});
    expect(i18n.language).toBe('en');
  });
});
