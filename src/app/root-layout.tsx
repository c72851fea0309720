import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useHydrationSignal } from '@/hooks/use-hydration-signal';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import { acceptEarlyInput } from '@/lib/early-input';
import { isHydrated } from '@/lib/lazy-part';
import { ErrorBoundary } from './error-boundary';

/**
 * The root of every route: scrolls to the top on navigation, keeps the title current, and catches routing errors.
 * Once it has hydrated, taps held before the app's code came are replayed on the parts that have theirs.
 */
export function RootLayout() {
  useScrollToTop();
  useDocumentMeta();
  useEffect(() => acceptEarlyInput(isHydrated), []);
  useHydrationSignal();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      {/* For texts a layout waits for (the catalogue's, on the first inner page); screens have their own boundary. */}
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
