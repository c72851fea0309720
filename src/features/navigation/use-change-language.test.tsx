import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageRouter } from '@/i18n/language-router';
import { baseOptions } from '@/i18n/options';
import { resources } from '@/i18n/resources';
import { LanguageSwitcher } from './language-switcher';

/** An i18next instance in English whose Spanish downloads wait until the test answers them, with an error or not. */
async function setUp() {
  const waiting: { namespace: string; answer: ReadCallback }[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, answer) {
      if (language === 'es') waiting.push({ namespace, answer });
      else answer(null, resources.en[namespace as keyof typeof resources.en]);
    },
  };
  const i18n = i18next.createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({ ...baseOptions, lng: 'en', ns: ['global'], maxRetries: 0, initAsync: true });
  const answerAll = (failed: boolean) => {
    for (const { answer } of waiting.splice(0))
      answer(failed ? new Error('offline') : null, failed ? true : resources.es.global);
  };
  render(
    <I18nextProvider i18n={i18n}>
      <LanguageRouter>
        <LanguageSwitcher />
      </LanguageRouter>
    </I18nextProvider>,
  );
  return { i18n, answerAll, user: userEvent.setup() };
}

describe('switching to a language whose texts fail to download', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stays in the current language and URL, says so in it, and switches both on Try again once they arrive', async () => {
    window.history.replaceState(null, '', '/proyectos?lng=en&x=1#top');
    const { i18n, answerAll, user } = await setUp();
    const button = screen.getByRole('button', { name: 'Language: English' });
    await user.click(button);
    await user.click(screen.getByRole('option', { name: 'Español' }));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Switching to Español…')).toBeTruthy();

    answerAll(true);
    const message = await screen.findByText('Español could not be downloaded. The page stays in English.');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(i18n.language).toBe('en');
    expect(window.location.pathname).toBe('/proyectos');

    const historyLength = window.history.length;
    const status = message.closest('[role="status"]') as HTMLElement;
    await user.click(within(status).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Switching to Español…')).toBeTruthy();
    answerAll(false);
    expect(await screen.findByRole('button', { name: 'Idioma: Español' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(i18n.language).toBe('es');
    // The same page at its Spanish URL, in place of the English one: its query (but `lng`) and fragment kept.
    expect(window.location.href).toBe(`${window.location.origin}/es/proyectos?x=1#top`);
    expect(window.history.length).toBe(historyLength);
    expect(screen.queryByText(/could not be downloaded|No se pudo descargar/)).toBeNull();
  });

  it('can be dismissed, staying in the current language', async () => {
    const { i18n, answerAll, user } = await setUp();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('option', { name: 'Español' }));
    await screen.findByText('Switching to Español…');
    answerAll(true);
    await user.click(await screen.findByRole('button', { name: 'Close this message' }));
    expect(screen.queryByText(/could not be downloaded/)).toBeNull();
    expect(i18n.language).toBe('en');
  });
});
