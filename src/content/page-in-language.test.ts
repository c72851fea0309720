import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/i18n/languages';
import { routesIn } from '@/lib/routes';
import { postSlugsIn } from './blog-pages';
import { pageInLanguage } from './page-in-language';

// On the tests' own posts (fixtures/site/posts/): a post in the first language only, one in the first two, and a
// third language without any.
const [first = languages[0], second = first] = languages;
const slugs = (language: Language) => postSlugsIn(language).map((post) => post.slug);
const onlyFirst = slugs(first).find((slug) => !slugs(second).includes(slug));
const inBoth = slugs(first).find((slug) => slugs(second).includes(slug));
const bare = languages.find((language) => slugs(language).length === 0);

describe('pageInLanguage', () => {
  it('carries a post to a language that has it, and sends one that has not to its list of posts', () => {
    if (!onlyFirst || !inBoth) throw new Error("the tests' site lacks its posts (fixtures/site/posts/)");
    expect(pageInLanguage(routesIn(first).post.href(inBoth), first, second)).toBe(
      routesIn(second).post.href(inBoth),
    );
    expect(pageInLanguage(routesIn(first).post.href(onlyFirst), first, second)).toBe(
      routesIn(second).blog.href(),
    );
  });

  it('sends a tag and a numbered list page that a language has not to its list, and any blog page to the home of a language without posts', () => {
    if (!bare) throw new Error("the tests' site has no language without posts (fixtures/site/apply.ts)");
    expect(pageInLanguage(routesIn(first).tag.href('no-such-tag'), first, second)).toBe(
      routesIn(second).blog.href(),
    );
    expect(pageInLanguage(routesIn(first).blogPage.href(99), first, second)).toBe(
      routesIn(second).blog.href(),
    );
    expect(pageInLanguage(routesIn(first).blog.href(), first, bare)).toBe('/');
    // Any other page is in every language.
    expect(pageInLanguage(routesIn(first).resume.href(), first, bare)).toBe(routesIn(bare).resume.href());
  });
});
