import type { Language } from '@/i18n/languages';
import { pageNumber } from '@/lib/pagination';
import { matchPage, pageHref, pathInLanguage, type PageMatch } from '@/lib/page-match';
import { HOME_PATH } from '@/lib/routes';
import { postSlugsIn } from './blog-pages';
import { postsPerPage } from './site-settings';

/**
 * Whether a language has a page of the blog (any other page is in every language): its posts and tags are its own, and
 * so is the number of its list's pages.
 */
export function hasBlogPage(page: PageMatch, language: Language): boolean {
  const posts = postSlugsIn(language);
  const tagged = 'tag' in page ? posts.filter((post) => post.tags.includes(page.tag)) : posts;
  switch (page.kind) {
    case 'blog':
    case 'tag':
      return tagged.length > 0;
    case 'blogPage':
    case 'tagPage':
      return pageNumber(page.page, tagged.length, postsPerPage) !== undefined;
    case 'post':
      return posts.some((post) => post.slug === page.postSlug);
    default:
      return true;
  }
}

/**
 * The page a visitor who asks for another language lands on (the language switcher, `?lng=`): the same page there
 * (`pathInLanguage`), or, for a page of the blog that language has not (a post not written in it), its blog's list,
 * or its home when it has no posts.
 */
export function pageInLanguage(path: string, from: Language, to: Language): string {
  const page = matchPage(path, from);
  if (!page || from === to || hasBlogPage(page, to)) return pathInLanguage(path, from, to);
  return postSlugsIn(to).length ? pageHref({ kind: 'blog' }, to) : HOME_PATH;
}
