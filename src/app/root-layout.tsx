import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useNavigationScroll } from '@/hooks/use-navigation-scroll';
import { ErrorBoundary } from './error-boundary';

/** The root of every route: places the page on every navigation, keeps the title current, and catches routing errors. */
export function RootLayout() {
  useNavigationScroll();
  useDocumentMeta();
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
