/**
 * Each language's feed of its posts (RSS 2.0, `feed`): `/rss.xml`, `/es/rss.xml`, every post whole with absolute
 * links, newest first, linked from the head of each page of that language.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
import type { TFunction } from 'i18next';
import { profile } from '../src/content';
import { ownerValues } from '../src/content/owner-values';
import { postsIn } from '../src/content/posts';
import { createI18n } from '../src/i18n/create-i18n';
import { languages, type Language } from '../src/i18n/languages';
import { postNamespace } from '../src/i18n/namespaces';
import { resources } from '../src/i18n/resources';
import { localizedPath } from '../src/lib/language-path';
import { routesIn } from '../src/lib/routes';
import { pageUrl } from './page-url';

/** Where a language's feed is, within the site. */
export const feedPath = (language: Language) => localizedPath('/rss.xml', language);

/**
 * A post's HTML with its links and pictures absolute (a feed reader has no page to resolve them against): root-relative
 * URLs get the site's origin, in-page anchors the post's URL.
 */
export function absoluteLinks(html: string, origin: string, postUrl: string): string {
  const absolute = (url: string) => {
    if (url.startsWith('#')) return `${postUrl}${url}`;
    if (url.startsWith('/') && !url.startsWith('//')) return `${new URL(origin).origin}${url}`;
    return url;
  };
  return html
    .replace(/\s(href|src)="([^"]*)"/g, (_, name: string, url: string) => ` ${name}="${absolute(url)}"`)
    .replace(
      /\ssrcset="([^"]*)"/g,
      (_, list: string) =>
        ` srcset="${list
          .split(',')
          .map((entry) => {
            const [url = '', ...rest] = entry.trim().split(/\s+/);
            return [absolute(url), ...rest].join(' ');
          })
          .join(', ')}"`,
    );
}

const feedTitle = (t: TFunction) => t('feed.title', { ns: 'blog', ...ownerValues(t) });

/** The feed's `<link rel="alternate">` for a page's head, where its language has posts. */
export function feedLink(origin: string, language: Language, t: TFunction) {
  return postsIn(language).length
    ? [{ type: 'application/rss+xml', href: `${origin}${feedPath(language)}`, title: feedTitle(t) }]
    : [];
}

/** A language's feed, RSS 2.0: its posts whole, newest first. */
export function feedXml(origin: string, language: Language): string {
  const { t } = createI18n(language);
  const owner = ownerValues(t);
  const posts = postsIn(language);
  const home = pageUrl(origin, '/', language);
  const author = { name: profile.name, email: profile.email, link: home };
  const feed = new Feed({
    id: home,
    title: feedTitle(t),
    description: t('feed.description', { ns: 'blog', ...owner }),
    link: pageUrl(origin, routesIn(language).blog.href(), language),
    language,
    generator: false,
    ...(posts[0] ? { updated: new Date(`${posts[0].updated ?? posts[0].date}T00:00:00Z`) } : {}),
    feedLinks: { rss: `${origin}${feedPath(language)}` },
    author,
    copyright: `© ${profile.name}`,
  });
  for (const summary of posts) {
    const url = pageUrl(origin, routesIn(language).post.href(summary.slug), language);
    const post = resources[language][postNamespace(summary.slug)];
    feed.addItem({
      title: summary.title,
      id: url,
      link: url,
      date: new Date(`${summary.updated ?? summary.date}T00:00:00Z`),
      published: new Date(`${summary.date}T00:00:00Z`),
      description: summary.summary,
      content: post ? absoluteLinks(post.html, origin, url) : summary.summary,
      category: summary.tags.map((tag) => ({ name: t(`tags.${tag}`, { ns: 'blog', defaultValue: tag }) })),
      author: [author],
    });
  }
  return feed.rss2();
}

/** Writes every language's feed that has posts into the build; returns what it wrote. */
export function writeFeeds(clientDir: string, origin: string): { file: string; items: number }[] {
  return languages.flatMap((language) => {
    const items = postsIn(language).length;
    if (!items) return [];
    const file = feedPath(language).slice(1);
    mkdirSync(dirname(join(clientDir, file)), { recursive: true });
    writeFileSync(join(clientDir, file), feedXml(origin, language));
    return [{ file, items }];
  });
}
