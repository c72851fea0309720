import { Link } from '@/components/ui/link';
import type { PostSummary } from '@/content/posts';
import { useRouteTable } from '@/i18n/language-router';

/** A post's card: its box, whose whole area the title's link covers (the card is `relative`). */
export const postCard =
  'relative flex flex-col rounded-card border border-border bg-surface p-5 shadow-card transition hover:border-accent/60';

/**
 * A post's title as the link to it, stretched over its card so that the whole card is the link's target, its ring
 * drawn round the card; the card's other links (its tags) stay above it.
 */
export function PostTitleLink({ post }: { post: PostSummary }) {
  const routes = useRouteTable();
  return (
    <Link
      to={routes.post.href(post.slug)}
      className="after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent"
    >
      {post.title}
    </Link>
  );
}
