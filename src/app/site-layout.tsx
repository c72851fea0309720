import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Footer } from '@/features/navigation/footer';
import { Navbar } from '@/features/navigation/navbar';

/** Navbar, the page's content and the footer; inner pages add a breadcrumb. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-accent px-4 py-2 font-semibold text-on-accent focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('skip_link')}
      </a>
      <Navbar />
      <main id="content" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
