import type { Page } from '@playwright/test';
import { documentationTexts, escapeRegExp, fallbackLanguage, fill, leadProject, projects } from './content';
import { texts } from './projects-content';
import { atPhone, expect, paired, test, waitForHydration, pageAt, pairedLanguages, testedOnce } from './site';

/** The carousel's project: the first with three pictures or more, or else the first. */
const shown = projects.find((project) => project.images.length >= 3) ?? leadProject;
const slides = shown.images.length;
/** The files of the project's `index`th picture (from 1), in any width and format. */
const pictureFiles = (index: number) => {
  const stem = (shown.images[index - 1]?.path ?? '-').replace(/-\d+\.webp$/, '');
  return new RegExp(`^${escapeRegExp(stem)}-\\d+\\.(avif|webp)$`);
};
/** The first feature shown with a video file, and its project. */
const withVideo = projects
  .flatMap((project) =>
    (project.features ?? []).flatMap((feature) =>
      'source' in feature && feature.source?.kind === 'file'
        ? [{ project, feature, src: feature.source.src }]
        : [],
    ),
  )
  .at(0);

for (const language of pairedLanguages) {
  const { labels } = texts[language];
  const label = (key: string) => labels[key] ?? `missing labels.${key}`;
  const dot = (page: Page, index: number) =>
    page.getByRole('button', { name: label('go_to_slide').replace('{{index}}', String(index)), exact: true });
  const carousel = (page: Page) =>
    page.getByRole('region', { name: label('carousel_label').replace('{{title}}', shown.title[language]) });
  const expectSlide = async (page: Page, index: number) => {
    await expect(dot(page, index)).toHaveAttribute('aria-current', 'true');
    const slide = carousel(page).getByRole('group', {
      name: label('slide_label').replace('{{index}}', String(index)).replace('{{count}}', String(slides)),
    });
    await expect(slide).toBeVisible();
    // Visible means in view: the slide's left edge reaches the viewport's once the motion ends.
    await expect.poll(() => slideOffset(page, index)).toBeLessThan(2);
  };
  const slideOffset = (page: Page, index: number) =>
    carousel(page).evaluate((region, i) => {
      const viewport = region.firstElementChild?.getBoundingClientRect();
      const slide = region.querySelectorAll('[aria-roledescription]')[i - 1]?.getBoundingClientRect();
      return viewport && slide ? Math.abs(slide.left - viewport.left) : Infinity;
    }, index);

  test.describe(`the detail page carousel in ${language}`, paired(language), () => {
    test.beforeEach(async ({ page }) => {
      test.skip(slides < 3, 'the content has no project with three pictures');
      await page.goto(pageAt(shown.path, language));
      await waitForHydration(page);
      await expect(carousel(page)).toHaveAttribute('aria-roledescription', label('carousel'));
      await expectSlide(page, 1);
    });

    // The controls one after another on one page load, each step starting from the slide the last one left.
    if (testedOnce(language))
      test('previous and next buttons loop endlessly; dots go to their slide and mark it; arrow keys move from the focused control', async ({
        page,
      }) => {
        await test.step('previous and next buttons loop endlessly', async () => {
          await page.getByRole('button', { name: label('next_slide') }).click();
          await expectSlide(page, 2);
          await page.getByRole('button', { name: label('previous_slide') }).click();
          await page.getByRole('button', { name: label('previous_slide') }).click();
          await expectSlide(page, slides);
          await page.getByRole('button', { name: label('next_slide') }).click();
          await expectSlide(page, 1);
        });

        await test.step('dots go to their slide and mark the current one', async () => {
          await dot(page, slides).click();
          await expectSlide(page, slides);
          await expect(dot(page, 1)).not.toHaveAttribute('aria-current');
          await dot(page, 2).click();
          await expectSlide(page, 2);
          await dot(page, 1).click();
          await expectSlide(page, 1);
        });

        await test.step('arrow keys move from the focused control', async () => {
          await dot(page, 1).focus();
          await page.keyboard.press('ArrowRight');
          await expectSlide(page, 2);
          await page.keyboard.press('ArrowLeft');
          await page.keyboard.press('ArrowLeft');
          await expectSlide(page, slides);
          await dot(page, 1).click();
          await expectSlide(page, 1);
        });
      });

    // On a fresh page: after the loop has moved slides around, a drag measured on one picture can miss the carousel.
    if (testedOnce(language))
      test('a drag changes the slide only from 80 px on', async ({ page }) => {
        const box = await carousel(page).locator('img').first().boundingBox();
        if (!box) throw new Error('the carousel has no picture');
        const y = box.y + box.height / 2;
        const drag = async (from: number, by: number) => {
          await page.mouse.move(from, y);
          await page.mouse.down();
          for (let step = 1; step <= 10; step++) await page.mouse.move(from + (by * step) / 10, y);
          await page.mouse.up();
        };
        const middle = box.x + box.width / 2;
        await drag(middle, -60);
        await expectSlide(page, 1);
        await drag(middle, -120);
        await expectSlide(page, 2);
        await drag(middle, 120);
        await expectSlide(page, 1);
      });

    if (testedOnce(language))
      test('it does not play by itself on a detail page', async ({ page }) => {
        await page.clock.install();
        await page.reload();
        await waitForHydration(page);
        await page.clock.fastForward(3 * 5500);
        await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      });
  });

  test.describe(`feature videos in ${language}`, paired(language), () => {
    if (testedOnce(language))
      test('a video loads only when the visitor plays it', async ({ page }) => {
        test.skip(!withVideo, 'no feature of the content has a video file');
        const requested: string[] = [];
        page.on('request', (request) => {
          if (request.url().includes('/videos/') && request.url().endsWith('.webm'))
            requested.push(request.url());
        });
        await page.goto(pageAt(withVideo?.project.path ?? '', language));
        await waitForHydration(page);
        const title =
          documentationTexts[language][withVideo?.project.slug ?? '']?.features[withVideo?.feature.id ?? '']
            ?.title ?? '-';
        const play = page.getByRole('button', { name: label('play_video').replace('{{title}}', title) });
        await play.scrollIntoViewIfNeeded();
        await expect(page.locator('video')).toHaveCount(0);
        expect(requested).toEqual([]);

        await play.click();
        const video = page.locator('video');
        await expect(video).toHaveCount(1);
        await expect(video).toHaveAccessibleName(label('video_label').replace('{{title}}', title));
        await expect(video).toBeFocused();
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
        expect(requested.map((url) => new URL(url).pathname)).toEqual([withVideo?.src]);
      });
  });
}

test('a touch swipe of 80 px or more changes the slide on a phone', atPhone, async ({ page }) => {
  test.skip(slides < 2, 'the project has a single picture');
  const language = fallbackLanguage;
  const { labels } = texts[language];
  await page.goto(pageAt(shown.path, language));
  await waitForHydration(page);
  const region = page.getByRole('region', {
    name: fill(labels['carousel_label'] ?? '-', { title: shown.title[language] }),
  });
  const box = await region.locator('img').first().boundingBox();
  if (!box) throw new Error('the carousel has no picture');
  const session = await page.context().newCDPSession(page);
  const swipe = async (by: number) => {
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++)
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: x + (by * step) / 10, y }],
      });
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
  const dot = (index: number) => fill(labels['go_to_slide'] ?? '-', { index: String(index) });
  const current = region.getByRole('button').and(page.locator('[aria-current="true"]'));
  await swipe(-50);
  await expect(current).toHaveAccessibleName(dot(1));
  await swipe(-100);
  await expect(current).toHaveAccessibleName(dot(2));
});

/** The detail page's carousel pictures that the page requests, as they are asked for. */
function pictures(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (shown.images.some((_, index) => pictureFiles(index + 1).test(path))) requested.push(path);
  });
  return requested;
}

test.describe('before the carousel runs', () => {
  test('the page fetches only the picture it shows, the first', async ({ page }) => {
    // Without its scripts the carousel never runs (lazy loading needs scripting, so they stay allowed).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const requested = pictures(page);
    await page.goto(shown.path);
    await page.waitForLoadState('networkidle');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(pictureFiles(1));
  });

  test('once it runs, the next picture loads before it is asked for', async ({ page }) => {
    const requested = pictures(page);
    await page.goto(shown.path);
    await waitForHydration(page);
    await expect.poll(() => requested.some((path) => pictureFiles(2).test(path))).toBe(true);
  });
});
