import { StrictMode, type ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';

/** The providers every render shares, so that the server's tree and the client's match. */
export function AppProviders({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </StrictMode>
  );
}
