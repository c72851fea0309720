import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { bundledResources } from '@/i18n/bundled-resources';
import { baseOptions } from '@/i18n/options';
import { bundledNamespace, resources } from '@/i18n/resources';
import { languageBasename, localizedPath } from '@/lib/language-path';
import { secondLanguage } from '@/test/languages';
import { DownloadError } from '@/boot/retry-import';
import { ErrorScreen } from './error-screen';

// In another language than the fallback where the site has one: its own words, not the fallback's.
const language = secondLanguage;
const words = resources[language][bundledNamespace];

/** The error screen in that language with only the bundled texts: as if no other text could be downloaded. */
async function showInLanguage(error: unknown) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ ...baseOptions, lng: language, resources: bundledResources });
  const onRetry = vi.fn<() => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter
        basename={languageBasename(language)}
        initialEntries={[localizedPath('/proyectos', language)]}
      >
        <ErrorScreen error={error} onRetry={onRetry} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onRetry;
}

describe('ErrorScreen', () => {
  it('says that a download failed in the visitor’s language, from its bundled texts, and tries again', async () => {
    const onRetry = await showInLanguage(
      new DownloadError(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.title);
    expect(screen.getByText(words.download)).toBeTruthy();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
    expect(screen.getByRole('link', { name: words.home })).toHaveAttribute(
      'href',
      languageBasename(language),
    );
    await userEvent.click(screen.getByRole('button', { name: words.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows any other error's own message, as the spec says", async () => {
    await showInLanguage(new Error('Boom'));
    expect(screen.getByText('Boom')).toBeTruthy();
  });
});
