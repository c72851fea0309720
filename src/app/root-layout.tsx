import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useHydrationSignal } from '@/hooks/use-hydration-signal';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import { ErrorBoundary } from './error-boundary';

/** The root of every route: scrolls to the top on navigation, keeps the title current, and catches routing errors. */
export function RootLayout() {
  useScrollToTop();
  useDocumentMeta();
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
