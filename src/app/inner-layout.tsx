import { Outlet } from 'react-router';
import { Breadcrumb } from '@/features/navigation/breadcrumb';

/** Inner pages: the breadcrumb above the page's content. */
export function InnerLayout() {
  return (
    <>
      <Breadcrumb />
      <Outlet />
    </>
  );
}
