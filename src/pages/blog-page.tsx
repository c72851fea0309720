import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { postsIn, postsTagged } from '@/content/posts';
import { postsPerPage } from '@/content/site-settings';
import { Breadcrumb } from '@/features/navigation/breadcrumb';
import { PostList } from '@/features/blog/post-list';
import { FeedLink } from '@/features/blog/feed-link';
import { useTagName } from '@/features/blog/tag-links';
import { usePageHeading } from '@/hooks/use-page-heading';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';
import { pageNumber } from '@/lib/pagination';

/**
 * /blog and /blog/tags/{tag}, and their numbered pages (…/pagina/{n}), in the URL's language's words: the language's
 * posts, newest first; a tag no post of the language carries, or a number the list has no page of, is not found.
 */
export function Component() {
  const { tag, page: param } = useParams();
  const { t } = useTranslation('blog');
  const { language } = useLanguageUrl();
  const routes = useRouteTable();
  const heading = usePageHeading('blog');
  const tagName = useTagName();
  const posts = tag === undefined ? postsIn(language) : postsTagged(language, tag);
  const page = param === undefined ? 1 : pageNumber(param, posts.length, postsPerPage);
  if (!posts.length || page === undefined) return <Navigate to={routes.notFound.href()} replace />;
  const href = (n: number) => {
    if (tag === undefined) return n === 1 ? routes.blog.href() : routes.blogPage.href(n);
    return n === 1 ? routes.tag.href(tag) : routes.tagPage.href(tag, n);
  };
  return (
    <>
      <Breadcrumb />
      {tag === undefined ? (
        <PostList
          heading={heading}
          intro={t('list.intro')}
          posts={posts}
          page={page}
          href={href}
          aside={<FeedLink />}
        />
      ) : (
        <PostList
          heading={t('tag.heading', { tag: tagName(tag) })}
          posts={posts}
          page={page}
          href={href}
          aside={
            <Link
              to={routes.blog.href()}
              className="font-medium text-accent underline-offset-4 hover:underline"
            >
              {t('tag.all')}
            </Link>
          }
        />
      )}
    </>
  );
}
