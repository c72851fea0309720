import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { axeViolations } from './axe';
import { blogTexts, fail, postsOf, secondLanguage } from './content';
import {
  atDesktop,
  atPhone,
  expect,
  fallbackLanguage,
  inSite,
  languages,
  pageAt,
  paired,
  pairedLanguages,
  routes,
  test,
  waitForHydration,
  type Language,
} from './site';
import { chrome, pickLanguage } from './navigation-site';
import { LATEST_POSTS, WRITING_ID } from '../src/lib/constants';
import { routesIn } from '../src/lib/routes';
import { localizedPath } from '../src/lib/language-path';

// The blog on the tests' own posts (fixtures/site/posts/): every language lists only its own posts, a post in some
// languages only is nowhere else, and each language's feed carries its posts whole. Axe runs a list and a post here
// (the blog's pages are each language's own, not in e2e/site.ts's list of every language's pages).
test.describe.configure({ timeout: 120_000 });

const tagName = (language: Language, tag: string) =>
  (blogTexts[language].tags as Record<string, string>)[tag] ?? tag;
/** A post of the first language that the second has not. */
const firstOnly = () =>
  postsOf(fallbackLanguage).find(
    (post) => !postsOf(secondLanguage).some((other) => other.slug === post.slug),
  ) ?? fail(`the tests' site has no post in ${fallbackLanguage} only (fixtures/site/posts/)`);
/** A post written in both paired languages. */
const shared = () =>
  postsOf(fallbackLanguage).find((post) =>
    postsOf(secondLanguage).some((other) => other.slug === post.slug),
  ) ??
  fail(`the tests' site has no post in ${fallbackLanguage} and ${secondLanguage} (fixtures/site/posts/)`);
/** A language of the site without posts (the fixture's third). */
const withoutPosts = () =>
  languages.find((language) => postsOf(language).length === 0) ??
  fail("the tests' site has no language without posts (fixtures/site/apply.ts)");

for (const language of pairedLanguages) {
  test(
    `the ${language} list shows its own posts newest first, a tag its posts, and a post reads whole (${language})`,
    paired(language),
    async ({ page, problems }) => {
      const posts = postsOf(language);
      const words = blogTexts[language];
      await page.goto(pageAt(routes.blog.href(), language));
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.list.heading);
      const titles = page.locator('article h2');
      const perPage = await titles.count();
      expect(perPage).toBeGreaterThan(0);
      await expect(titles).toHaveText(posts.slice(0, perPage).map((post) => post.title));
      const [newest] = posts;
      if (!newest) throw new Error('no post');
      const article = page.locator('article').first();
      await expect(article.locator('time').first()).toHaveAttribute('datetime', newest.date);

      // A tag of the newest post: its page lists the posts that carry it.
      const [tag] = newest.tags;
      if (tag) {
        await article.getByRole('link', { name: `#${tagName(language, tag)}` }).click();
        await expect(page).toHaveURL(
          new RegExp(`${localizedPath(routesIn(language).tag.href(tag), language)}$`),
        );
        const tagged = posts.filter((post) => post.tags.includes(tag));
        await expect(page.locator('article h2')).toHaveText(
          tagged.slice(0, perPage).map((post) => post.title),
        );
        await page.goBack();
      }
      // The post, from its card: its heading, its text, its dates in the page's words.
      await page.getByRole('link', { name: newest.title, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
      await expect(page.locator('.post-body')).not.toBeEmpty();
      await expect(page.locator('header time').first()).toHaveAttribute('datetime', newest.date);
      expect(problems).toEqual([]);
    },
  );
}

test(
  'a post reads whole without JavaScript: highlighted code, a picture in every width, footnotes, its other language',
  atDesktop,
  async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const post = shared();
    await page.goto(pageAt(routes.post.href(post.slug), fallbackLanguage));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // Its own social card.
    const card = await page.locator('meta[property="og:image"]').getAttribute('content');
    const image = await context.request.get(inSite(new URL(card ?? '', 'http://x').pathname));
    expect(image.headers()['content-type']).toBe('image/png');
    expect(card).toContain(post.slug);
    // Code highlighted at build: tokens with classes, no style attribute (the policy allows none).
    const code = page.locator('.post-body pre.shiki').first();
    await expect(code).toBeVisible();
    expect(await code.locator('span[class]').count()).toBeGreaterThan(3);
    expect(await page.locator('.post-body [style]').count()).toBe(0);
    // A picture in AVIF and WebP at several widths, with its alt text and caption.
    const figure = page.locator('.post-body figure').first();
    await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\d+w/);
    expect(
      await figure.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(figure.locator('img')).toHaveAttribute('alt', /\S/);
    // The footnote's reference leads to it; the table of contents to each section.
    const reference = page.locator('.post-body sup a').first();
    await reference.click();
    await expect(page.locator(`[id="${(await reference.getAttribute('href'))?.slice(1)}"]`)).toBeInViewport();
    const toc = page.getByRole('navigation', { name: blogTexts[fallbackLanguage].post.toc });
    const sections = toc.getByRole('link');
    expect(await sections.count()).toBeGreaterThanOrEqual(3);
    // The same post in the other language, linked in that language.
    const other = page.locator(`article header a[hreflang="${secondLanguage}"]`);
    await other.click();
    await expect(page.locator('html')).toHaveAttribute('lang', secondLanguage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      postsOf(secondLanguage).find((p) => p.slug === post.slug)?.title ?? fail('no translation'),
    );
    await context.close();
  },
);

test(
  "a post in one language is nowhere else: its alternates, the other language's URL, the switcher, a language without posts",
  atDesktop,
  async ({ page, request, problems }) => {
    // Home shows the language's latest writing, newest first.
    await page.goto(pageAt('/', fallbackLanguage));
    await expect(page.locator(`#${WRITING_ID} h3`)).toHaveText(
      postsOf(fallbackLanguage)
        .slice(0, LATEST_POSTS)
        .map((latest) => latest.title),
    );
    const post = firstOnly();
    const path = routes.post.href(post.slug);
    await page.goto(pageAt(path, fallbackLanguage));
    await waitForHydration(page);
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
    expect(alternates).toEqual([fallbackLanguage, 'x-default']);
    // A visitor whose stored choice is the other language stays on it: the server sends no one to a page that is not.
    const stays = await request.get(pageAt(path, fallbackLanguage), {
      headers: { Cookie: `i18next=${secondLanguage}`, 'Accept-Language': secondLanguage },
      maxRedirects: 0,
    });
    expect(stays.status()).toBe(200);
    // Its URL in the other language is not found, as any unknown post is.
    const missing = await request.get(
      inSite(localizedPath(routesIn(secondLanguage).post.href(post.slug), secondLanguage)),
      {
        maxRedirects: 0,
      },
    );
    expect([302, 404]).toContain(missing.status());
    // The language switcher leads to the other language's list of posts, in place.
    await pickLanguage(page, fallbackLanguage, secondLanguage);
    await expect(page).toHaveURL(
      new RegExp(`${localizedPath(routesIn(secondLanguage).blog.href(), secondLanguage)}$`),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(blogTexts[secondLanguage].list.heading);
    // Its menu leads to its posts (the current page).
    await expect(
      page
        .getByRole('banner')
        .getByRole('navigation', { name: chrome[secondLanguage].main })
        .getByRole('link', { name: chrome[secondLanguage].blog }),
    ).toHaveAttribute('aria-current', 'page');
    // A language without posts has no blog: no page, no link in the menu, no feed.
    const bare = withoutPosts();
    expect((await request.get(pageAt(routes.blog.href(), bare), { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(inSite(localizedPath('/rss.xml', bare)))).status()).toBe(404);
    await page.goto(pageAt(routes.projects.href(), bare));
    await waitForHydration(page);
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: chrome[bare].main }).getByRole('link'),
    ).toHaveText(chrome[bare].secondary.map(({ name }) => name));
    expect(chrome[bare].secondary.map(({ name }) => name)).not.toContain(chrome[bare].blog);
    await page.goto(pageAt('/', bare));
    await expect(page.locator(`#${WRITING_ID}`)).toHaveCount(0);
    expect(problems).toEqual([]);
  },
);

for (const language of pairedLanguages) {
  test(
    `the ${language} feed is valid RSS with every post whole and links that answer`,
    atDesktop,
    async ({ page, request }) => {
      const posts = postsOf(language);
      const response = await request.get(inSite(localizedPath('/rss.xml', language)));
      expect(response.status()).toBe(200);
      const xml = await response.text();
      await page.goto(pageAt('/', language));
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        const items = [...doc.querySelectorAll('item')];
        return {
          error: doc.querySelector('parsererror')?.textContent ?? '',
          titles: items.map((item) => item.querySelector('title')?.textContent ?? ''),
          links: items.map((item) => item.querySelector('link')?.textContent ?? ''),
          contents: items.map(
            (item) =>
              item.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]
                ?.textContent ?? '',
          ),
        };
      }, xml);
      expect(feed.error).toBe('');
      expect(feed.titles).toEqual(posts.map((post) => post.title));
      for (const [index, link] of feed.links.entries()) {
        expect(new URL(link).pathname).toBe(
          new URL(pageAt(routes.post.href(posts[index]?.slug ?? ''), language), 'http://x').pathname,
        );
        expect((await request.get(new URL(link).pathname)).status(), link).toBe(200);
        const content = feed.contents[index] ?? '';
        expect(content.length).toBeGreaterThan(20);
        expect(content, 'no root-relative link or picture').not.toMatch(/(?:src|href|srcset)="\//);
      }
      // Each page of the language names its feed.
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        /rss\.xml$/,
      );
    },
  );
}

for (const theme of ['dark', 'light'] as const) {
  test(
    `a post and the list have no axe violations in the ${theme} theme`,
    theme === 'dark' ? atPhone : atDesktop,
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      const language = theme === 'dark' ? secondLanguage : fallbackLanguage;
      await page.goto(pageAt(routes.post.href(shared().slug), language));
      await waitForHydration(page);
      expect(await axeViolations(page), 'the post').toEqual([]);
      await page.goto(pageAt(routes.blog.href(), language));
      await waitForHydration(page);
      expect(await axeViolations(page, 'main'), 'the list').toEqual([]);
    },
  );
}

test(
  'a post prints on white from its title: no menu or contents, its code whole and wrapped',
  atDesktop,
  async ({ page }) => {
    const post = shared();
    await page.goto(pageAt(routes.post.href(post.slug), fallbackLanguage));
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    const look = await page.evaluate(() => {
      const code = document.querySelector('.post-body pre');
      return {
        background: getComputedStyle(document.documentElement).backgroundColor,
        codeWraps: code ? getComputedStyle(code).whiteSpace : 'none',
        codeFits: code ? code.scrollWidth <= code.clientWidth : false,
      };
    });
    expect(look).toEqual({ background: 'rgb(255, 255, 255)', codeWraps: 'pre-wrap', codeFits: true });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: blogTexts[fallbackLanguage].post.toc })).toBeHidden();
    const file = test.info().outputPath('post.pdf');
    writeFileSync(file, await page.pdf({ format: 'A4' }));
    const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    expect(firstPage.replace(/\s+/g, ' ')).toContain(post.title);
  },
);
