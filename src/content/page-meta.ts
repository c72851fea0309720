import type { TFunction } from 'i18next';
import type { Language } from '@/i18n/languages';
import type { ProjectsTexts } from '@/i18n/resources';
import { matchPage, type PageMatch } from '@/lib/page-match';
import { pageNumber } from '@/lib/pagination';
import { routePages, type RouteId, type RoutePages } from '@/lib/routes';
import { findCategory, findProject, getCatalogue, projectCount } from './catalogue';
import { ownerValues } from './owner-values';
import { findPost, postsIn, postsTagged } from './posts';
import { postsPerPage } from './site-settings';

/** The title and description keys a route names in the table, if it does (the catalogue's pages take their content's). */
function fixedMeta(id: RouteId) {
  const { meta }: RoutePages = routePages[id];
  return meta;
}

/** What a page says about itself to search engines and link previews, in one language. */
export interface PageMeta {
  kind: RouteId;
  title: string;
  description: string;
  /** Name of the social image under /og/{language}/ (without extension). */
  image: string;
  projectSlug?: string;
}

/**
 * A numbered projects list page's title and description, its list's with the page's number, so that no two pages say
 * the same of themselves; undefined for a number the list has no page of.
 */
function numberedMeta(
  page: Extract<PageMatch, { kind: 'projectsPage' | 'categoryPage' }>,
  texts: ProjectsTexts,
  t: TFunction,
  language: Language,
): PageMeta | undefined {
  const owner = ownerValues(t);
  if (page.kind === 'projectsPage') {
    const n = pageNumber(page.page, projectCount(getCatalogue(texts, language)));
    if (n === undefined) return undefined;
    return {
      kind: page.kind,
      title: t('projects_page_title', { ns: 'meta', ...owner, n }),
      description: t('projects_page_description', { ns: 'meta', ...owner, n }),
      image: 'home',
    };
  }
  const category = findCategory(texts, page.categorySlug, language);
  const n = category && pageNumber(page.page, category.projects.length);
  if (!category || n === undefined) return undefined;
  const values = {
    ns: 'meta',
    ...owner,
    n,
    page: category.category,
    description: category.description,
  } as const;
  return {
    kind: page.kind,
    title: t('category_page_title', values),
    description: t('category_page_description', values),
    image: 'home',
  };
}

/** The blog's pages: a post's (its title and summary), a tag's, the list's numbered pages; undefined for any other. */
function blogMeta(page: PageMatch | undefined, t: TFunction, language: Language): PageMeta | undefined {
  const owner = ownerValues(t);
  if (page?.kind === 'post') {
    const post = findPost(language, page.postSlug);
    return (
      post && {
        kind: 'post',
        title: t('page_title', { ns: 'meta', ...owner, page: post.title }),
        description: post.summary,
        image: postCardName(post.slug),
      }
    );
  }
  if (page?.kind === 'blogPage') {
    const n = pageNumber(page.page, postsIn(language).length, postsPerPage);
    return n === undefined
      ? undefined
      : {
          kind: page.kind,
          title: t('blog_page_title', { ns: 'meta', ...owner, n }),
          description: t('blog_page_description', { ns: 'meta', ...owner, n }),
          image: 'home',
        };
  }
  if (page?.kind !== 'tag' && page?.kind !== 'tagPage') return undefined;
  const count = postsTagged(language, page.tag).length;
  const n = page.kind === 'tagPage' ? pageNumber(page.page, count, postsPerPage) : 1;
  if (!count || n === undefined) return undefined;
  const tag = t(`tags.${page.tag}`, { ns: 'blog', defaultValue: page.tag });
  return {
    kind: page.kind,
    title: t(page.kind === 'tag' ? 'tag_title' : 'tag_page_title', { ns: 'meta', ...owner, tag, n }),
    description: t('tag.description', { ns: 'blog', ...owner, tag }),
    image: 'home',
  };
}

/** The name of a post's social card under /og/{language}/ (a project's is its slug; a post may share one). */
export const postCardName = (slug: string) => `post-${slug}`;

/**
 * The title, description and social image of a path in `language`'s URLs (`texts`: the `projects` namespace, `t`: the
 * global one); unknown paths get the not-found page's.
 */
export function pageMeta(
  pathname: string,
  texts: ProjectsTexts | undefined,
  t: TFunction,
  language: Language,
): PageMeta {
  const owner = ownerValues(t);
  const page = matchPage(pathname, language);
  const category =
    texts && page?.kind === 'category' ? findCategory(texts, page.categorySlug, language) : undefined;
  if (category) {
    return {
      kind: 'category',
      title: t('page_title', { ns: 'meta', ...owner, page: category.category }),
      description: category.description,
      image: 'home',
    };
  }
  const numbered =
    texts && (page?.kind === 'projectsPage' || page?.kind === 'categoryPage')
      ? numberedMeta(page, texts, t, language)
      : undefined;
  if (numbered) return numbered;
  const found =
    texts && page?.kind === 'project'
      ? findProject(texts, page.categorySlug, page.projectSlug, language)
      : undefined;
  if (found) {
    return {
      kind: 'project',
      title: t('page_title', { ns: 'meta', ...owner, page: found.project.title }),
      description: found.project.short_description,
      image: found.project.slug,
      projectSlug: found.project.slug,
    };
  }
  const blog = blogMeta(page, t, language);
  if (blog) return blog;
  // A page the table gives its texts, else the not-found page (an unknown path, category, project or page number).
  const kind = page && fixedMeta(page.kind) ? page.kind : 'notFound';
  const { title, description } = fixedMeta(kind) ?? routePages.notFound.meta;
  return {
    kind,
    title: t(title, { ns: 'meta', ...owner }),
    description: t(description, { ns: 'meta', ...owner }),
    image: 'home',
  };
}
