import { Navigate, useParams } from 'react-router';
import { findPost, neighboursOf, translationsOf, type PostSummary } from '@/content/posts';
import { PostArticle } from '@/features/blog/post-article';
import { Breadcrumb } from '@/features/navigation/breadcrumb';
import { usePost } from '@/hooks/use-post';
import { languages, type Language } from '@/i18n/languages';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';

/** /blog/{slug}, under the breadcrumb; a post not published in the URL's language is not found. */
export function Component() {
  const { postSlug = '' } = useParams();
  const { language } = useLanguageUrl();
  const routes = useRouteTable();
  const summary = findPost(language, postSlug);
  if (!summary) return <Navigate to={routes.notFound.href()} replace />;
  return <PostScreen summary={summary} language={language} />;
}

/** A published post's page: its text is loaded (`usePost`) only once the post is known to be there. */
function PostScreen({ summary, language }: { summary: PostSummary; language: Language }) {
  const post = usePost(summary.slug, language);
  return (
    <>
      <Breadcrumb postTitle={post.title} />
      <PostArticle
        post={post}
        translations={translationsOf(summary.slug, language, languages)}
        {...neighboursOf(language, summary.slug)}
      />
    </>
  );
}
