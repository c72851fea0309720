import { useTranslation } from 'react-i18next';
import { Pager } from '@/components/ui/pager';
import type { PostSummary } from '@/content/posts';
import { postsPerPage } from '@/content/site-settings';
import { pageCount, pageItems } from '@/lib/pagination';
import { PostCard } from './post-card';

interface PostListProps {
  heading: string;
  intro?: string;
  /** The list's posts, newest first; the page shows its share. */
  posts: readonly PostSummary[];
  page: number;
  href: (page: number) => string;
  /** A link beside the heading (all posts, from a tag's page). */
  aside?: React.ReactNode;
}

/** A list of posts, a page at a time: its heading, each post's card, and the pager. */
export function PostList({ heading, intro, posts, page, href, aside }: PostListProps) {
  const { t } = useTranslation('blog');
  return (
    <div className="container-content pt-8 pb-20">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-text md:text-4xl">{heading}</h1>
        {intro && <p className="mt-3 text-lg text-muted">{intro}</p>}
        {aside && <div className="mt-4">{aside}</div>}
      </header>
      <ol className="mt-10 grid max-w-3xl gap-6">
        {pageItems(posts, page, postsPerPage).map((post) => (
          <li key={post.slug}>
            <PostCard post={post} />
          </li>
        ))}
      </ol>
      <div className="max-w-3xl">
        <Pager
          page={page}
          count={pageCount(posts.length, postsPerPage)}
          href={href}
          labels={{
            name: t('list.pagination'),
            previous: t('list.previous_page'),
            next: t('list.next_page'),
            page: (n) => t('list.page_n', { n }),
          }}
        />
      </div>
    </div>
  );
}
