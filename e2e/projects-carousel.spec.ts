import type { Page } from '@playwright/test';
import { documentationTexts, escapeRegExp, fallbackLanguage, fill, leadProject, projects } from './content';
import { texts } from './projects-content';
import { atPhone, expect, noted, paired, test, waitForHydration, pageAt } from './site';

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

// The carousel's behaviours neither the words nor the width change are tested once (site.ts's `testedOnce`): in the
// fallback language at 1280 px; touch on the phone; what the page fetches before and once the carousel runs at both.
const language = fallbackLanguage;
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

/** The detail page's carousel pictures that the page requests, as they are asked for. */
function pictures(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (shown.images.some((_, index) => pictureFiles(index + 1).test(path))) requested.push(path);
  });
  return requested;
}

/**
 * The carousel's page before its scripts run, then once they have: only the first picture is fetched without them;
 * with them (the page loaded again, as a fresh visit), the next picture loads before it is asked for. The page is
 * left hydrated, its carousel on its first picture.
 */
async function beforeAndOnceItRuns(page: Page) {
  const scripts = /\/assets\/.*\.js$/;
  await test.step('before the carousel runs, the page fetches only the picture it shows, the first', async () => {
    // Without its scripts the carousel never runs (lazy loading needs scripting, so they stay allowed).
    await page.route(scripts, (route) => route.abort());
    const requested = pictures(page);
    await page.goto(pageAt(shown.path, language));
    await page.waitForLoadState('networkidle');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(pictureFiles(1));
    await page.unroute(scripts);
  });
  await test.step('once it runs, the next picture loads before it is asked for', async () => {
    const requested = pictures(page);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => requested.some((path) => pictureFiles(2).test(path))).toBe(true);
  });
}

// One page: what it fetches, then each control, each step starting from the slide the last one left. The autoplay
// check first (no pointer or focus on the carousel yet, which would pause it), then the drag: measured on the first
// picture, it needs the slides where the page laid them out (after the loop has moved them, that picture can be off
// the carousel's viewport).
test(
  'the detail page: only the first picture before the carousel runs, the next once it runs; it does not play by itself; a drag from 80 px, buttons, dots and arrow keys move it; a video loads only when played',
  paired(language),
  async ({ page }) => {
    const videos: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/videos/') && request.url().endsWith('.webm')) videos.push(request.url());
    });
    // Before the page's first script, so that an autoplay's timer would be the fake clock's.
    await page.clock.install();
    await beforeAndOnceItRuns(page);

    if (slides < 3) noted('the content has no project with three pictures');
    else {
      await expect(carousel(page)).toHaveAttribute('aria-roledescription', label('carousel'));
      await expectSlide(page, 1);

      await test.step('it does not play by itself on a detail page', async () => {
        await page.clock.fastForward(3 * 5500);
        await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
      });

      await test.step('a drag changes the slide only from 80 px on', async () => {
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
    }

    await test.step('a video loads only when the visitor plays it', async () => {
      if (!withVideo) return noted('no feature of the content has a video file');
      if (withVideo.project !== shown) {
        await page.goto(pageAt(withVideo.project.path, language));
        await waitForHydration(page);
      }
      const title =
        documentationTexts[language][withVideo.project.slug]?.features[withVideo.feature.id]?.title ?? '-';
      const play = page.getByRole('button', { name: label('play_video').replace('{{title}}', title) });
      await play.scrollIntoViewIfNeeded();
      await expect(page.locator('video')).toHaveCount(0);
      // None since the test began: not on this page, nor on the loads before it.
      expect(videos).toEqual([]);

      await play.click();
      const video = page.locator('video');
      await expect(video).toHaveCount(1);
      await expect(video).toHaveAccessibleName(label('video_label').replace('{{title}}', title));
      await expect(video).toBeFocused();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
      expect(videos.map((url) => new URL(url).pathname)).toEqual([withVideo.src]);
    });
  },
);

test(
  'on a phone: only the first picture before the carousel runs, the next once it runs, then a touch swipe of 80 px or more changes the slide',
  atPhone,
  async ({ page }) => {
    await beforeAndOnceItRuns(page);

    await test.step('a touch swipe of 80 px or more changes the slide on a phone', async () => {
      if (slides < 2) return noted('the project has a single picture');
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
      const dotName = (index: number) => fill(labels['go_to_slide'] ?? '-', { index: String(index) });
      const current = region.getByRole('button').and(page.locator('[aria-current="true"]'));
      await swipe(-50);
      await expect(current).toHaveAccessibleName(dotName(1));
      await swipe(-100);
      await expect(current).toHaveAccessibleName(dotName(2));
    });
  },
);
