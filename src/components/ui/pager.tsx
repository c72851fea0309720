import { Link } from '@/components/ui/link';
import { usePageText } from '@/hooks/use-page-text';
import { ChevronIcon } from './chevron-icon';
import { pill } from './pill';

// Pills, at least 44 px each way so that a thumb finds them on a phone, where they are no wider and the previous and
// next links show only their arrows (their words stay their names), so that five pages and both arrows fit on one
// line at 375 px.
const target = `${pill} min-h-11 min-w-11 justify-center max-sm:px-0`;

interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages the list has: the pager shows only when there is more than one. */
  count: number;
  href: (page: number) => string;
  /** Its words, in the list's namespace: its name, the previous and next links', and a page's ("Page 2"). */
  labels: { name: string; previous: string; next: string; page: (n: string) => string };
}

/**
 * The links to a list's other pages, below its cards: the previous, each page by its number (the current one marked),
 * and the next. Plain links, so that they work before the code has loaded and search engines follow them.
 */
export function Pager({ page, count, href, labels }: PagerProps) {
  const text = usePageText();
  if (count <= 1) return null;
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <nav aria-label={labels.name} className="mt-12 print:hidden">
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-3">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={target}>
              <ChevronIcon direction="previous" />
              <span className="max-sm:sr-only">{labels.previous}</span>
            </Link>
          </li>
        )}
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              aria-label={labels.page(text.number(number))}
              aria-current={number === page ? 'page' : undefined}
              className={target}
            >
              {text.number(number)}
            </Link>
          </li>
        ))}
        {page < count && (
          <li>
            <Link to={href(page + 1)} rel="next" className={target}>
              <span className="max-sm:sr-only">{labels.next}</span>
              <ChevronIcon direction="next" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
