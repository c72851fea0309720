import { fallbackLanguage, leadCategory, leadProject, profile, secondLanguage } from './content';
import { atPhone, expect, pageAt, test, waitForHydration } from './site';

// What a first paint waits for: the HTML, the style sheet, the fonts and the largest picture. That the skills' icon
// sprite comes after it and is then drawn, with JavaScript and without, is checked in home-sections.spec.ts, on pages
// that test loads anyway.

/** The files a page asked for before its first contentful paint (by when each request started), its own excepted. */
const askedBeforePaint = () => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
  return performance
    .getEntriesByType('resource')
    .filter(({ startTime }) => startTime < paint)
    .map(({ name }) =>
      // Without the build's hash, and a picture without the width its srcset picked.
      new URL(name).pathname.replace(/-[\w-]{8}\.(css|woff2)$/, '.$1').replace(/-\d+\.avif$/, '.avif'),
    )
    .toSorted();
};

/** A picture as the page asks for it: in several widths, its AVIF file (named here without the width). */
const asked = (image: { path: string; widths?: readonly number[] } | undefined) =>
  image?.widths ? image.path.replace(/-\d+\.webp$/, '.avif') : (image?.path ?? 'no picture');

// Lighthouse's phone simulation shares a slow link among every file a page has fetched by its first paint, the
// browser's and Lighthouse's own included: with three, each arrives in its first round trip (docs/decisions.md,
// "LCP at the floor"). The flags and the icon are in the page; JetBrains Mono, the manifest, the sprite and the
// pictures below the first screen come after the first paint.
test.describe('before the first paint, on a phone', atPhone, () => {
  const cover = asked(leadProject.images[0]);
  const visits = [
    { path: '/', language: fallbackLanguage, lead: asked(profile.image) },
    { path: leadCategory.path, language: secondLanguage, lead: cover },
    { path: leadProject.path, language: fallbackLanguage, lead: cover },
  ];
  for (const { path, language, lead } of visits)
    test(`${path} (${language}) asks only for the style sheet, Inter and its lead picture`, async ({
      page,
      problems,
    }) => {
      await page.goto(pageAt(path, language));
      await waitForHydration(page);
      expect(await page.evaluate(askedBeforePaint)).toEqual(
        ['/assets/index.css', '/assets/inter-latin-wght-normal.woff2', lead].toSorted(),
      );
      // What waited comes once the app has started: the monospaced font is drawn from its own file.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some(
              (font) =>
                font.family.replaceAll('"', '') === 'JetBrains Mono Variable' && font.status === 'loaded',
            ),
          ),
        )
        .toBe(true);
      expect(problems).toEqual([]);
    });
});
