import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageRouter } from '@/i18n/language-router';
import { baseOptions } from '@/i18n/options';
import { resources } from '@/i18n/resources';
import { localizedPath } from '@/lib/language-path';
import { LanguageSwitcher } from './language-switcher';
import { fallbackLanguage, languageLabel, secondLanguage, singleLanguage, t } from '@/test/languages';

// From the fallback language (`F`) to another (`S`), in the site's own words.
const F = fallbackLanguage;
const S = secondLanguage;
const words = {
  button: (language: typeof F) =>
    t(language)('navbar.language_button', { language: languageLabel(language) }),
  loading: t(F)('navbar.language_loading', { language: languageLabel(S) }),
  failed: (language: typeof F) => t(language)('navbar.language_failed', { language: languageLabel(S) }),
};

/** An i18next instance in the fallback language whose downloads of `S` wait until the test answers them, with an error or not. */
async function setUp() {
  const waiting: { namespace: string; answer: ReadCallback }[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, answer) {
      if (language === S) waiting.push({ namespace, answer });
      else answer(null, resources[F][namespace as keyof (typeof resources)[typeof F]]);
    },
  };
  const i18n = i18next.createInstance();
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({ ...baseOptions, lng: F, ns: ['global'], maxRetries: 0, initAsync: true });
  const answerAll = (failed: boolean) => {
    for (const { answer } of waiting.splice(0))
      answer(failed ? new Error('offline') : null, failed ? true : resources[S].global);
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

// A site with one language has no other to switch to.
describe.skipIf(singleLanguage)('switching to a language whose texts fail to download', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stays in the current language and URL, says so in it, and switches both on Try again once they arrive', async () => {
    window.history.replaceState(null, '', `/proyectos?lng=${F}&x=1#top`);
    const { i18n, answerAll, user } = await setUp();
    const button = screen.getByRole('button', { name: words.button(F) });
    await user.click(button);
    await user.click(screen.getByRole('option', { name: languageLabel(S) }));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(words.loading)).toBeTruthy();

    answerAll(true);
    const message = await screen.findByText(words.failed(F));
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(i18n.language).toBe(F);
    expect(window.location.pathname).toBe('/proyectos');

    const historyLength = window.history.length;
    const status = message.closest('[role="status"]') as HTMLElement;
    await user.click(within(status).getByRole('button', { name: t(F)('navbar.language_retry') }));
    expect(await screen.findByText(words.loading)).toBeTruthy();
    answerAll(false);
    expect(await screen.findByRole('button', { name: words.button(S) })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(i18n.language).toBe(S);
    // The same page at its URL in `S`, in place of the fallback's: its query (but `lng`) and fragment kept.
    expect(window.location.href).toBe(`${window.location.origin}${localizedPath('/proyectos', S)}?x=1#top`);
    expect(window.history.length).toBe(historyLength);
    expect(screen.queryByText(words.failed(F))).toBeNull();
    expect(screen.queryByText(words.failed(S))).toBeNull();
  });

  it('can be dismissed, staying in the current language', async () => {
    const { i18n, answerAll, user } = await setUp();
    await user.click(screen.getByRole('button', { name: words.button(F) }));
    await user.click(screen.getByRole('option', { name: languageLabel(S) }));
    await screen.findByText(words.loading);
    answerAll(true);
    await screen.findByText(words.failed(F));
    await user.click(screen.getByRole('button', { name: t(F)('navbar.language_dismiss') }));
    expect(screen.queryByText(words.failed(F))).toBeNull();
    expect(i18n.language).toBe(F);
  });
});
