import { useTranslation } from 'react-i18next';
import { ArrowUp } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useInPageLink } from '@/scroll/use-in-page-link';
import { roundButton } from './round-button';

/**
 * Back-to-top in the navbar, below `xl`: there the page's text runs close to the screen's edges, and a button
 * floating over it covered words and controls wherever it stood. The header is on screen all the way down, and the
 * floating link takes over where it rests above the footer (src/features/footer/back-to-top.tsx). `shown` once the
 * page has scrolled and until its end is on screen.
 */
export function TopLink({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  const onClick = useInPageLink('#top');
  return (
    <a
      href="#top"
      onClick={onClick}
      aria-label={t('navbar.back_to_top')}
      className={`${roundButton} xl:hidden ${shown ? 'grid' : 'hidden'}`}
    >
      <LineIcon icon={ArrowUp} className="size-5" strokeWidth={2.5} />
    </a>
  );
}
