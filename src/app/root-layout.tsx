import { Outlet, useNavigation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useDocumentMeta } from '@/hooks/use-document-meta';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';

/** The root of every route: scrolls to the top on navigation, keeps the title current, and shows 'Loading...' while a screen loads. */
export function RootLayout() {
  useScrollToTop();
  useDocumentMeta();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <LoadingScreen overlay />}
      <Outlet />
    </>
  );
}
