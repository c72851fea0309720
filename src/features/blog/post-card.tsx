import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@/content/posts';
import { PostFacts } from './post-facts';
import { postCard, PostTitleLink } from './post-title-link';
import { TagLinks } from './tag-links';

/**
 * A post in a list: its title links to it (the whole card is the link's target area, its tags stay links of their
 * own), then its date, reading time, summary and tags.
 */
export function PostCard({ post }: { post: PostSummary }) {
  const { t } = useTranslation('blog');
  return (
    <article className={`${postCard} gap-3 sm:p-6`}>
      <h2 className="text-xl font-semibold tracking-tight text-text">
        <PostTitleLink post={post} />
      </h2>
      <PostFacts post={post} />
      <p className="text-muted">{post.summary}</p>
      <TagLinks tags={post.tags} label={t('post.tags')} />
    </article>
  );
}
