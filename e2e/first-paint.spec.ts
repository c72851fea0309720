import { SPRITE_PATH } from '../src/lib/icon-sprite';
import { atDesktop, expect, test, waitForHydration } from './site';

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
    await page.goto('/es/');
    expect((await sprite).status()).toBe(200);
    expectAllDrawn(await page.evaluate(icons, 'skills'));
    await context.close();
  });
});
