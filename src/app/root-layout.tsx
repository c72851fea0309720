import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useHydrationSignal } from '@/boot/use-hydration-signal';
import { useNavigationScroll } from '@/scroll/use-navigation-scroll';
import { acceptEarlyInput } from '@/boot/early-input';
import { isHydrated } from '@/boot/lazy-part';
import { ErrorScreen } from './error-screen';
import { useFollowUrlLanguage } from '@/i18n/language-router';

/**
 * The root of every route: places the page on every navigation, keeps the texts in the URL's language and the title
 * current, and catches routing errors.
 * Once it has hydrated, taps held before the app's code came are replayed on the parts that have theirs.
 */
export function RootLayout() {
  useNavigationScroll();
  useFollowUrlLanguage();
  useDocumentMeta();
  useEffect(() => acceptEarlyInput(isHydrated), []);
  useHydrationSignal();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} Fallback={ErrorScreen}>
      {/* For texts a layout waits for (the catalogue's, on the first inner page); screens have their own boundary. */}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
