import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide-react';
import { NAVBAR_SCROLL_THRESHOLD_PX } from '@/lib/constants';
import { useScrolledPast } from './use-scrolled-past';

/**
 * The floating link to #top. A plain fragment keeps the page (and its query); where no element is called `top`,
 * the browser scrolls to the top of the document all the same.
 */
export function BackToTop() {
  const { t } = useTranslation();
  // Shown once the page has left the top, together with the navbar's scrolled state.
  const visible = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  return (
    <a
      href="#top"
      aria-label={t('navbar.back_to_top')}
      className={`fixed right-5 bottom-5 z-30 grid size-12 place-items-center rounded-full bg-accent text-on-accent shadow-card transition-[opacity,translate,background-color] duration-300 hover:bg-accent-strong md:right-8 md:bottom-8 ${visible ? 'visible opacity-100' : 'invisible translate-y-3 opacity-0'}`}
    >
      <ArrowUp aria-hidden="true" className="size-5" strokeWidth={2.5} />
    </a>
  );
}
