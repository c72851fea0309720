import { useTranslation } from 'react-i18next';
import { Picture } from '@/components/ui/picture';
import type { CompiledPost, PostSummary } from '@/content/posts';
import { POST_PICTURE_SIZES } from '@/content/post-types';
import { PostFacts } from './post-facts';
import { PostNeighbours } from './post-neighbours';
import { PostToc } from './post-toc';
import { PostTranslations } from './post-translations';
import { TagLinks } from './tag-links';
import './post-body.css';
// The classes of the posts' highlighted code, in both themes (build/plugins/posts.ts).
import 'virtual:post-code.css';

/** A post has its table of contents from this many sections on: a short one reads at a glance. */
export const TOC_FROM_SECTIONS = 3;

interface PostArticleProps {
  post: CompiledPost;
  translations: readonly PostSummary[];
  older?: PostSummary | undefined;
  newer?: PostSummary | undefined;
}

/**
 * A post: its title, dates, reading time and tags, its other languages, its cover, its table of contents when it is
 * long, its text (compiled at build: headings with anchors, highlighted code, pictures, footnotes), then the older and
 * newer posts.
 */
export function PostArticle({ post, translations, older, newer }: PostArticleProps) {
  const { t } = useTranslation('blog');
  return (
    <article className="container-content pt-8 pb-20">
      <div className="max-w-[42rem]">
        <header className="grid gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-text md:text-4xl">
            {post.title}
          </h1>
          <PostFacts post={post} />
          <TagLinks tags={post.tags} label={t('post.tags')} />
          <PostTranslations translations={translations} />
        </header>
        {post.cover && (
          <figure className="mt-8">
            <Picture sources={post.cover.sources} sizes={POST_PICTURE_SIZES}>
              <img
                src={post.cover.src}
                alt={post.cover.alt}
                width={post.cover.width}
                height={post.cover.height}
                fetchPriority="high"
                className="h-auto w-full rounded-card border border-border"
              />
            </Picture>
          </figure>
        )}
        {post.toc.length >= TOC_FROM_SECTIONS && (
          <div className="mt-8">
            <PostToc toc={post.toc} />
          </div>
        )}
        {/* Compiled from the owner's Markdown at build time, raw HTML left out (build/posts/compile-post.ts). */}
        <div className="post-body mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
        <PostNeighbours older={older} newer={newer} />
      </div>
    </article>
  );
}
