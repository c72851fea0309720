import { useTranslation } from 'react-i18next';
import type { PostSummary } from '@/content/posts';
import { usePageText } from '@/hooks/use-page-text';
import { PostDate } from './post-date';

/** When a post was published (and updated), and how long it takes to read. */
export function PostFacts({ post }: { post: PostSummary }) {
  const { t } = useTranslation('blog');
  const text = usePageText();
  return (
    // Each fact after the first starts with its dot, so that a line never ends on one.
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted [&>span+span]:before:me-3 [&>span+span]:before:content-['·'_/_'']">
      <span>
        <PostDate date={post.date} />
      </span>
      {post.updated && post.updated !== post.date && (
        <span>
          <UpdatedDate date={post.updated} />
        </span>
      )}
      <span>{t('post.reading_time', text.counted(post.readingMinutes))}</span>
    </p>
  );
}

/** "Updated {date}", the date a `<time>` within the sentence. */
function UpdatedDate({ date }: { date: string }) {
  const { t } = useTranslation('blog');
  const [before = '', after = ''] = t('post.updated', { date: '\u0000' }).split('\u0000');
  return (
    <>
      {before}
      <PostDate date={date} />
      {after}
    </>
  );
}
