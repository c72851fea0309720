import { SPRITE_PATH } from '../src/lib/icon-sprite';
import { fallbackLanguage, leadCategory, leadProject, profile, secondLanguage } from './content';
import { atDesktop, atPhone, expect, pageAt, test, waitForHydration } from './site';

// What a first paint waits for: the HTML, the style sheet, the fonts and the largest picture. The skills' icon sprite
// comes after it, and is then drawn; the social icons of every first screen are in the page itself.

/** When the first contentful paint came, and when the sprite was asked for. */
const timings = (sprite: string) => ({
  paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  sprite: performance
    .getEntriesByType('resource')
    .filter(({ name }) => name.includes(sprite))
    .map(({ startTime }) => startTime),
});

/** The icons of a section, and those of them whose symbol the page holds (for a skill, pointing into the sprite). */
const icons = (section: string) => {
  const uses = [...document.querySelectorAll(`#${section} svg use`)];
  const drawn = uses.filter((use) => {
    const id = use.getAttribute('href')?.slice(1) ?? '';
    const symbol = document.getElementById(id);
    const inner = symbol?.querySelector('use')?.getAttribute('href');
    return (
      symbol?.tagName === 'symbol' && (inner ? inner.endsWith(`#${id}`) : !!symbol.querySelector('path'))
    );
  });
  return { icons: uses.length, drawn: drawn.length };
};

const expectAllDrawn = ({ icons: count, drawn }: { icons: number; drawn: number }) => {
  expect(count).toBeGreaterThan(0);
  expect(drawn).toBe(count);
};

test.describe('the first paint', atDesktop, () => {
  test('the icon sprite is fetched after the first paint, and every skill and social icon is drawn', async ({
    page,
    problems,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    const { paint, sprite } = await page.evaluate(timings, SPRITE_PATH);
    expect(sprite).toHaveLength(1);
    expect(sprite[0]).toBeGreaterThanOrEqual(paint);
    expectAllDrawn(await page.evaluate(icons, 'skills'));
    expectAllDrawn(await page.evaluate(icons, 'top'));
    expect(problems).toEqual([]);
  });

  test('a browser without scripts draws the icons too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const sprite = page.waitForResponse((response) => response.url().endsWith(SPRITE_PATH));
    await page.goto(pageAt('/', secondLanguage));
    expect((await sprite).status()).toBe(200);
    expectAllDrawn(await page.evaluate(icons, 'skills'));
    await context.close();
  });
});

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
