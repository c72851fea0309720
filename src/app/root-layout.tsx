import { Outlet, useNavigation } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useScrollToTop } from '@/hooks/use-scroll-to-top';

/** The root of every route: scrolls to the top on navigation and shows 'Loading...' while a screen loads. */
export function RootLayout() {
  useScrollToTop();
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && <LoadingScreen overlay />}
      <Outlet />
    </>
  );
}
