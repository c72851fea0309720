import { Outlet, useLocation } from 'react-router';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';
import { ErrorBoundary } from './error-boundary';

/** The root of every route: scrolls to the top on navigation, keeps the title current, and catches routing errors. */
export function RootLayout() {
  useScrollToTop();
  useDocumentMeta();
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <Outlet />
    </ErrorBoundary>
  );
}
