import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { inSite, languages, pages, pageAt, templateOf, type Language } from './site';
import { profileSource } from '../content/profile';
import { isListed } from '../src/lib/routes';
import { builtSiteUrl } from '../build/site-url';
import { fallbackLanguage, ownerName, projects, routes } from './content';

// The URL the build was made for: the owner's (content/site.ts), or SITE_URL's; in a folder of its origin, maybe.
const root = builtSiteUrl().url;
const { origin } = new URL(root);
/** A page's public URL in a language, from its path in the fallback language's URLs (`pageAt`). */
const url = (path: string, language: Language) => `${origin}${pageAt(path, language)}`;

function attribute(html: string, selector: RegExp): string | undefined {
  return selector
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');
}
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));

test('every page has its metadata in the raw HTML, in every language', async ({ request }) => {
  for (const { path } of pages) {
    for (const language of languages) {
      await test.step(`${path} in ${language}`, async () => {
        const html = await (await request.get(pageAt(path, language))).text();
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        expect(title).toBeTruthy();
        const description = meta(html, 'description');
        expect(description?.length).toBeGreaterThan(40);
        expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(url(path, language));
        for (const lang of languages) {
          expect(attribute(html, new RegExp(`<link rel="alternate" hreflang="${lang}" href="([^"]+)"`))).toBe(
            url(path, lang),
          );
        }
        expect(attribute(html, /<link rel="alternate" hreflang="x-default" href="([^"]+)"/)).toBe(
          url(path, fallbackLanguage),
        );
        expect(meta(html, 'og:title')).toBe(title?.replace(/&amp;/g, '&'));
        expect(meta(html, 'og:description')).toBe(description);
        expect(meta(html, 'og:url')).toBe(url(path, language));
        expect(meta(html, 'og:image')).toMatch(new RegExp(`^${root}/og/${language}/[\\w-]+\\.png$`));
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');

        const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
          (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
        );
        if (path === '/') {
          const person = blocks.find((block) => block['@type'] === 'Person');
          expect(person).toMatchObject({ name: ownerName, jobTitle: expect.any(String) });
          expect(person?.['address']).toMatchObject({ addressLocality: expect.any(String) });
          expect(person?.['sameAs']).toEqual(profileSource.socials.map(({ href }) => href));
        }
        if (templateOf(path) === 'project') {
          const project = blocks.find((block) => block['@type'] === 'SoftwareSourceCode');
          const { links = {}, images = [] } = projects.find((entry) => entry.path === path) ?? {};
          // Its repository, where the owner gave one.
          const repository = Object.entries(links).find(([name]) => /repository/i.test(name))?.[1];
          expect(project).toMatchObject({
            name: expect.any(String),
            ...(repository ? { codeRepository: expect.stringMatching(/^https:\/\//) } : {}),
          });
          // Its pictures, where it has some (a project without pictures is a normal one).
          if (images.length)
            expect(project?.['image']).toEqual(
              expect.arrayContaining([expect.stringMatching(/^https?:\/\//)]),
            );
          else expect(project).not.toHaveProperty('image');
        }
      });
    }
  }
});

test('titles and descriptions are unique per page in each language', async ({ request }) => {
  for (const language of languages) {
    const heads = await Promise.all(
      pages.map(async ({ path }) => {
        const html = await (await request.get(pageAt(path, language))).text();
        return { title: /<title>([^<]+)<\/title>/.exec(html)?.[1], description: meta(html, 'description') };
      }),
    );
    expect(new Set(heads.map((h) => h.title)).size).toBe(pages.length);
    expect(new Set(heads.map((h) => h.description)).size).toBe(pages.length);
  }
});

test('the not-found page served for unknown paths is not indexed, and shares as the not-found page', async ({
  request,
}) => {
  const html = await (await request.get(inSite('/no/such/page'))).text();
  expect(html).toMatch(/<meta name="robots" content="noindex" ?\/>/);
  expect(html).not.toContain('rel="canonical"');
  expect(meta(html, 'og:url')).toBe(url(routes.notFound.href(), fallbackLanguage));
});

test('the sitemap lists every page with its language alternates, and robots.txt points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get(inSite('/sitemap.xml'))).text();
  for (const { path } of pages.filter((page) => isListed(templateOf(page.path)))) {
    for (const language of languages) {
      expect(sitemap).toContain(`<loc>${url(path, language).replace(/&/g, '&amp;')}</loc>`);
      expect(sitemap).toContain(`hreflang="${language}" href="${url(path, language)}"`);
    }
  }
  expect(await (await request.get(inSite('/robots.txt'))).text()).toContain(`Sitemap: ${root}/sitemap.xml`);
});

test('the web app manifest and its icons are served', async ({ request }) => {
  const manifest = (await (await request.get(inSite('/manifest.webmanifest'))).json()) as {
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.icons.length).toBeGreaterThanOrEqual(2);
  for (const icon of manifest.icons) {
    const image = await sharp(await (await request.get(icon.src)).body()).metadata();
    expect(`${image.width}x${image.height}`).toBe(icon.sizes);
  }
});

test('every social image exists at 1200x630', async ({ request }) => {
  for (const { path } of pages) {
    for (const language of languages) {
      const html = await (await request.get(pageAt(path, language))).text();
      const image = meta(html, 'og:image')?.replace(origin, '') ?? '';
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      const { width, height } = await sharp(await response.body()).metadata();
      expect([width, height]).toEqual([1200, 630]);
    }
  }
});
