import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { bundledResources } from '@/i18n/bundled-resources';
import { baseOptions } from '@/i18n/options';
import { DownloadError } from '@/lib/retry-import';
import { ErrorScreen } from './error-screen';

/** The error screen in Spanish with only the bundled texts: as if no other text could be downloaded. */
async function showInSpanish(error: unknown) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ ...baseOptions, lng: 'es', resources: bundledResources });
  const onRetry = vi.fn<() => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter basename="/es/" initialEntries={['/es/proyectos']}>
        <ErrorScreen error={error} onRetry={onRetry} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return onRetry;
}

describe('ErrorScreen', () => {
  it('says that a download failed in the visitor’s language, from its bundled texts, and tries again', async () => {
    const onRetry = await showInSpanish(
      new DownloadError(new TypeError('Failed to fetch dynamically imported module')),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '¡Error inesperado de la aplicación!',
    );
    expect(screen.getByText(/No se pudo descargar una parte de esta página/)).toBeTruthy();
    expect(screen.queryByText(/dynamically imported/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/es/');
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows any other error's own message, as the spec says", async () => {
    await showInSpanish(new Error('Boom'));
    expect(screen.getByText('Boom')).toBeTruthy();
  });
});
