import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { Reveal } from '@/components/ui/reveal';
import { Section } from '@/components/ui/section';
import { postsIn } from '@/content/posts';
import { LATEST_POSTS, WRITING_ID } from '@/lib/constants';
import { useLanguageUrl, useRouteTable } from '@/i18n/language-router';
import { PostDate } from './post-date';
import { postCard, PostTitleLink } from './post-title-link';

/**
 * Home's latest writing: the newest posts of the page's language by title and date, and a link to them all. Short:
 * home's HTML is within a few hundred bytes of the first round trip (docs/decisions.md, "LCP at the floor").
 */
export function LatestPosts() {
  const { t } = useTranslation('home');
  const { language } = useLanguageUrl();
  const routes = useRouteTable();
  const posts = postsIn(language).slice(0, LATEST_POSTS);
  return (
    <Section id={WRITING_ID} title={t('writing_section.title')}>
      <Reveal>
        <ul className="grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug} className={`${postCard} gap-2`}>
              <p className="text-sm text-muted">
                <PostDate date={post.date} />
              </p>
              <h3 className="text-lg font-semibold tracking-tight text-text">
                <PostTitleLink post={post} />
              </h3>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            to={routes.blog.href()}
            className="font-medium text-accent underline-offset-4 hover:underline"
          >
            {t('writing_section.all')}
          </Link>
        </p>
      </Reveal>
    </Section>
  );
}
