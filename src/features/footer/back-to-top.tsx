import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { BACK_TO_TOP_ID, NAVBAR_SCROLL_THRESHOLD_PX } from '@/lib/constants';
import { useInPageLink } from '@/scroll/use-in-page-link';
import { usePageEndShown } from '@/scroll/use-page-end-shown';
import { useScrolledPast } from '@/scroll/use-scrolled-past';

/**
 * The floating link to #top. Sticky at the end of `<main>`, it floats over the page while the visitor scrolls and
 * comes to rest above the footer, in a strip that takes the bottom padding every screen ends with (64 px or more on
 * a phone, 80 or more from `md`) and 16 px more, so that the end of the page is never under it and a 16 px gap is
 * left to the last line. It floats from `xl`, in the margin beside the page's 72rem column (at 1280 px, 16 px clear
 * of the text); below, where the text runs to the screen's edges, the navbar's back-to-top stands in for it until it
 * rests (src/features/navigation/top-link.tsx). The keyboard's focus shows it at once, never mid-fade. Before the
 * app runs, a plain fragment keeps the page and its query; where no element is called `top`, the page goes to its
 * top all the same.
 */
export function BackToTop() {
  const { t } = useTranslation();
  // Shown once the page has left the top, together with the navbar's scrolled state.
  const scrolled = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const resting = usePageEndShown();
  const onClick = useInPageLink('#top');
  const hidden = 'invisible translate-y-3 opacity-0';
  const shown = 'visible opacity-100';
  const state = !scrolled ? hidden : resting ? shown : `${hidden} xl:visible xl:translate-y-0 xl:opacity-100`;
  return (
    <div
      id={BACK_TO_TOP_ID}
      className="pointer-events-none sticky bottom-0 z-30 print:hidden -mt-12 flex h-16 items-start justify-end px-5 md:-mt-16 md:h-20 md:px-8"
    >
      <a
        href="#top"
        onClick={onClick}
        aria-label={t('navbar.back_to_top')}
        className={`pointer-events-auto grid size-11 place-items-center rounded-full bg-accent text-on-accent shadow-card transition-[opacity,translate,background-color,visibility] duration-300 hover:bg-accent-strong focus-visible:visible focus-visible:translate-y-0 focus-visible:opacity-100 focus-visible:transition-none md:size-12 ${state}`}
      >
        <LineIcon icon={ArrowUp} className="size-5" strokeWidth={2.5} />
      </a>
    </div>
  );
}
