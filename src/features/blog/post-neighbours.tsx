import { useTranslation } from 'react-i18next';
import { ChevronIcon } from '@/components/ui/chevron-icon';
import { Link } from '@/components/ui/link';
import type { PostSummary } from '@/content/posts';
import { useRouteTable } from '@/i18n/language-router';

/** The older post (previous) and the newer one (next) of the same language, by their titles. */
export function PostNeighbours({ older, newer }: { older?: PostSummary; newer?: PostSummary }) {
  const { t } = useTranslation('blog');
  const routes = useRouteTable();
  if (!older && !newer) return null;
  const item = (post: PostSummary, label: string, direction: 'previous' | 'next') => (
    <Link
      to={routes.post.href(post.slug)}
      rel={direction === 'previous' ? 'prev' : 'next'}
      className={`flex h-full flex-col gap-1 rounded-card border border-border bg-surface p-4 transition hover:border-accent/60 ${direction === 'next' ? 'items-end text-end' : ''}`}
    >
      <span className="flex items-center gap-1 text-sm text-muted">
        {direction === 'previous' && <ChevronIcon direction="previous" />}
        {label}
        {direction === 'next' && <ChevronIcon direction="next" />}
      </span>
      <span className="font-semibold text-text">{post.title}</span>
    </Link>
  );
  return (
    <nav aria-label={t('post.more')} className="mt-16 print:hidden">
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>{older && item(older, t('post.previous'), 'previous')}</li>
        <li className="sm:col-start-2">{newer && item(newer, t('post.next'), 'next')}</li>
      </ul>
    </nav>
  );
}
