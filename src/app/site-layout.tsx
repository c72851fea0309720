import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Navbar } from '@/features/navigation/navbar';
import { ThemeToggle } from '@/features/theme/theme-toggle';
import { BACK_TO_TOP_ID, CONTENT_ID, FOOTER_ID, LANGUAGE_SWITCHER_ID } from '@/lib/constants';
import { deferredPart } from '@/boot/lazy-part';
import { retryImport } from '@/boot/retry-import';

// Below the fold on every page: hydrated at the visitor's first move or once on screen (see deferredPart).
const Footer = deferredPart(
  FOOTER_ID,
  async () => (await retryImport(() => import('@/features/footer/footer'))).Footer,
);

// The language switcher and the back-to-top link hydrate after the app has started, from chunks of their own (the
// link, hidden at the top of the page, at the visitor's first move): their code is not in the first JavaScript.
const LanguageSwitcher = deferredPart(
  LANGUAGE_SWITCHER_ID,
  async () => (await retryImport(() => import('@/features/language/language-switcher'))).LanguageSwitcher,
);
const BackToTop = deferredPart(
  BACK_TO_TOP_ID,
  async () => (await retryImport(() => import('@/features/footer/back-to-top'))).BackToTop,
);

/** Navbar, the page's content and the footer. */
export function SiteLayout() {
  const { t } = useTranslation();
  return (
    <>
      <a
        href={`#${CONTENT_ID}`}
        className="fixed start-3 top-3 z-50 -translate-y-20 rounded-full bg-accent px-5 py-2.5 text-sm font-semibold text-on-accent shadow-card transition-transform focus:translate-y-0 print:hidden"
      >
        {t('skip_link')}
      </a>
      <Navbar ThemeToggle={ThemeToggle} languageSwitcher={<LanguageSwitcher />} />
      <main id={CONTENT_ID} tabIndex={-1} className="focus:outline-none">
        <Outlet />
        {/* Fixed on screen, but inside a landmark, so that no content lies outside one. */}
        <BackToTop />
      </main>
      <Footer />
    </>
  );
}
