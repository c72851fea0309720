import type { Page } from '@playwright/test';
import { cvHref } from '../src/content/cv-files';
import { BANNER_MAX_FONT_PX, COPY_TOAST, FADE_DURATION_S, FOOTER_ID } from '../src/lib/constants';
import { SPRITE_PATH } from '../src/lib/icon-sprite';
import {
  expect,
  fill,
  ownerValues,
  paired,
  profile,
  skills,
  test,
  texts,
  waitForHydration,
} from './home-fixtures';
import { scrollToY, waitForFirstScreen } from './navigation-site';
import { secondLanguage } from './content';
import { isHydrated, pageAt, pairedLanguages, testedOnce } from './site';

const sections = ['top', 'skills', 'projects', 'aboutMe', 'contact'] as const;
/** What hydrates late on the home page: the sections below a phone's first screen, and the footer. */
const deferredSections = ['skills', 'projects', 'aboutMe', 'contact', FOOTER_ID] as const;

// What a first paint waits for: the HTML, the style sheet, the fonts and the largest picture (first-paint.spec.ts).
// The skills' icon sprite comes after it, and is then drawn; the social icons of every first screen are in the page
// itself.

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

/** The element of the page's largest contentful paint: an image as `alt|src`, anything else by its tag. */
const largestPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve(
            element instanceof HTMLImageElement ? `${element.alt}|${element.src}` : String(element?.tagName),
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

for (const language of pairedLanguages) {
  const t = texts[language];
  const once = testedOnce(language);
  const [firstPhrase = 'no phrase'] = t.hero.typing;
  const headings = {
    top: `${t.hero.greeting} ${profile.name}`,
    skills: t.skills_section.title,
    projects: t.sections.projects_title,
    aboutMe: t.about.title,
    contact: t.contact.title,
  };
  const profileAlt = t.hero.profile_alt.replace('{{name}}', profile.name);
  const contactText = fill(t.contact.copy_text, ownerValues(language));

  test.describe(`home sections in ${language}`, paired(language), () => {
    // One page load for home as a visitor first sees it. What needs the page untouched comes first: the sections
    // below the fold still prerendered, and the largest paint (a visitor's input ends its record); then the first
    // scroll, what the sections show, and the contact card's copy button (what else the contact section does:
    // home-contact.spec.ts); last, the page loaded again under reduced motion.
    test(
      [
        'a first visit: the sections below the fold hydrate at the first scroll, the profile image is the largest paint',
        once ? 'the icon sprite comes after the first paint' : '',
        'the banner shows its texts and its images cannot be dragged',
        once ? 'its links open in a new tab; the sections below the fold fade in' : '',
        'skills and about me show every item; the contact text is copied',
        once ? 'under reduced motion, nothing is hidden or animated' : '',
      ]
        .filter(Boolean)
        .join('; '),
      async ({ page, context, problems, request }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await test.step('sections below the fold stay prerendered HTML until the visitor scrolls; those on screen hydrate at once', async () => {
          await page.goto(pageAt('/', language));
          await waitForFirstScreen(page, language);
          const onScreen = await page.evaluate(
            (ids) =>
              ids.map((id) => (document.getElementById(id)?.getBoundingClientRect().top ?? 0) < innerHeight),
            [...deferredSections],
          );
          for (const [index, id] of deferredSections.entries()) {
            await expect.poll(() => isHydrated(page.locator(`#${id}`)), `#${id}`).toBe(onScreen[index]);
          }
          // The deferred sections are complete and readable meanwhile.
          await expect(page.locator('#contact h2')).toHaveText(t.contact.title);
        });

        await test.step('the profile image is the largest paint', async () => {
          // Before the visitor's first input, which ends the largest-paint record.
          expect(await largestPaint(page)).toBe(
            `${profileAlt}|${new URL(profile.image.path, page.url()).href}`,
          );
        });

        await test.step('the first scroll hydrates the sections below the fold', async () => {
          await page.mouse.move(200, 300);
          await page.mouse.wheel(0, 300);
          for (const id of deferredSections)
            await expect.poll(() => isHydrated(page.locator(`#${id}`)), `#${id}`).toBe(true);
          expect(problems).toEqual([]);
          await waitForHydration(page);
          // Back to the top, where the page opened.
          await scrollToY(page, 0);
        });

        if (once)
          await test.step('the icon sprite is fetched after the first paint, and every skill and social icon is drawn', async () => {
            const { paint, sprite } = await page.evaluate(timings, SPRITE_PATH);
            expect(sprite).toHaveLength(1);
            expect(sprite[0]).toBeGreaterThanOrEqual(paint);
            expectAllDrawn(await page.evaluate(icons, 'skills'));
            expectAllDrawn(await page.evaluate(icons, 'top'));
          });

        await test.step('the banner shows the slogan, welcome, name, bullets, capped banner font and the profile image', async () => {
          const hero = page.locator('#top');
          await expect(hero.getByText(t.hero.slogan)).toBeVisible();
          await expect(hero.getByText(t.hero.welcome)).toBeVisible();
          const heading = hero.getByRole('heading', { level: 1 });
          await expect(heading).toHaveText(`${t.hero.greeting} ${profile.name}`);
          for (const bullet of t.hero.bullets) await expect(hero.getByText(bullet)).toBeVisible();
          const fontSize = await heading.evaluate((element) =>
            parseFloat(getComputedStyle(element).fontSize),
          );
          expect(fontSize).toBeLessThanOrEqual(BANNER_MAX_FONT_PX);

          const portrait = hero.getByRole('img', { name: profileAlt });
          await expect(portrait).toHaveAttribute('fetchpriority', 'high');
          await expect(portrait).toHaveAttribute('loading', 'eager');
          await expect(portrait).toHaveAttribute('width', String(profile.image.width));
          await expect(portrait).toHaveAttribute('height', String(profile.image.height));
          expect(
            await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          ).toBe(true);
          expect(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
            /\.(webp|avif)$/,
          );
        });

        await test.step('images cannot be dragged', async () => {
          await page.evaluate(() => {
            window.addEventListener('dragstart', () => document.body.setAttribute('data-dragged', 'yes'));
          });
          const box = await page.locator('#top img[fetchpriority="high"]').boundingBox();
          if (!box) throw new Error('the profile image has no box');
          await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
          await page.mouse.down();
          await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40, { steps: 6 });
          await page.mouse.up();
          await expect(page.locator('body')).not.toHaveAttribute('data-dragged', 'yes');
        });

        if (once)
          await test.step('CV, source code and social links open in a new tab without a handle on the page', async () => {
            const hero = page.locator('#top');
            const links = [
              { name: t.hero.cv, href: cvHref(language) },
              { name: t.hero.source_code, href: profile.sourceCode },
              ...profile.socials.map((social) => ({
                name: (t.social as Record<string, string>)[social.id] ?? social.id,
                href: social.href,
              })),
            ];
            for (const { name, href } of links) {
              const link = hero.getByRole('link', { name });
              await expect(link).toHaveAttribute('href', href);
              await expect(link).toHaveAttribute('target', '_blank');
              await expect(link).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
              await expect(link).toHaveAccessibleName(new RegExp(t.hero.new_tab.replace(/[()]/g, '\\$&')));
            }
            const cv = await request.get(cvHref(language));
            expect(cv.status()).toBe(200);
            expect(cv.headers()['content-type']).toContain('application/pdf');
            expect((await cv.body()).subarray(0, 5).toString()).toBe('%PDF-');
          });

        if (once)
          await test.step('below the fold, sections fade in (1 to 1.2 s) when 30% of them is visible', async () => {
            const waiting = page.locator('#aboutMe [data-reveal]').first();
            await expect(waiting).toHaveAttribute('data-reveal', 'hidden');
            expect(await waiting.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
            // What was on screen when the page hydrated is never hidden.
            await expect(page.locator('#top')).toBeInViewport();
            await expect(page.locator('#top [data-reveal="hidden"]')).toHaveCount(0);

            await waiting.scrollIntoViewIfNeeded();
            await expect(waiting).toHaveAttribute('data-reveal', 'shown');
            const seconds = await waiting.evaluate((element) =>
              parseFloat(getComputedStyle(element).animationDuration),
            );
            expect(seconds).toBeGreaterThanOrEqual(FADE_DURATION_S.min);
            expect(seconds).toBeLessThanOrEqual(FADE_DURATION_S.max);
            await expect
              .poll(() => waiting.evaluate((element) => getComputedStyle(element).opacity))
              .toBe('1');
          });

        await test.step('skills: every skill with its icon and its label, translated where it is a word', async () => {
          const items = page.locator('#skills li');
          await expect(items).toHaveCount(skills.length);
          for (const [index, skill] of skills.entries()) {
            // A translated label is a key of the global texts (`skills.english`).
            const label =
              typeof skill.label === 'string'
                ? skill.label
                : String(
                    skill.label.i18nKey
                      .split('.')
                      .reduce<unknown>(
                        (node, key) => (node as Record<string, unknown> | undefined)?.[key],
                        t,
                      ),
                  );
            await expect(items.nth(index)).toHaveText(label);
          }
          await page.locator('#skills').scrollIntoViewIfNeeded();
          await expect
            .poll(() =>
              items
                .locator('img')
                .evaluateAll(
                  (images) =>
                    images.filter(
                      (img) =>
                        !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0,
                    ).length,
                ),
            )
            .toBe(0);
        });

        await test.step('about me: title, every paragraph, the ASCII portrait and the DISC link', async () => {
          const about = page.locator('#aboutMe');
          await expect(about.getByRole('heading', { level: 2 })).toHaveText(t.about.title);
          for (const paragraph of t.about.paragraphs) {
            await expect(about.getByText(fill(paragraph, ownerValues(language)))).toBeAttached();
          }
          const portrait = about.getByRole('img', { name: t.about.ascii_label });
          expect(await portrait.evaluate((element) => element.tagName)).toBe('PRE');
          expect((await portrait.textContent())?.split('\n').length).toBeGreaterThan(5);
          await expect(about.getByText(t.about.caption)).toBeAttached();
          const { disc_label: discLabel, disc: discText } = t.about;
          if (!profile.discUrl || !discLabel || !discText) return;
          const disc = about.getByRole('link', { name: discLabel });
          await expect(disc).toHaveText(discText);
          await expect(disc).toHaveAttribute('href', /^https:\/\//);
          await expect(disc).toHaveAttribute('target', '_blank');
          await expect(disc).toHaveAttribute('rel', /(?=.*\bnoopener\b)(?=.*\bnoreferrer\b)/);
        });

        await test.step('copy: selects and copies the text, confirms with a toast, clears the selection', async () => {
          const contact = page.locator('#contact');
          const field = contact.getByRole('textbox', { name: t.contact.copy_label });
          await field.evaluate((element: HTMLTextAreaElement) => {
            // Record that the text was selected at some point of the action.
            element.addEventListener('select', () => element.setAttribute('data-was-selected', 'yes'));
          });
          const button = contact.getByRole('button', { name: t.contact.copy_button });
          // The card fades up as it comes into view: the tap comes once it is where the visitor sees it.
          await button.scrollIntoViewIfNeeded();
          const fading = button.locator('xpath=ancestor::*[@data-reveal][1]');
          await expect(fading).toHaveAttribute('data-reveal', 'shown');
          await fading.evaluate((element) =>
            Promise.all(element.getAnimations().map(({ finished }) => finished)),
          );
          await button.click();

          const toast = page.getByRole('alert').filter({ hasText: t.contact.copied });
          await expect(toast).toBeVisible();
          expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(contactText);
          await expect(field).toHaveAttribute('data-was-selected', 'yes');
          expect(
            await field.evaluate(
              (element: HTMLTextAreaElement) =>
                element.selectionStart === element.selectionEnd && window.getSelection()?.toString() === '',
            ),
          ).toBe(true);
          await expect(button).toBeFocused();
          // Dark, top-right, announced in a labelled region.
          await expect(toast).toHaveClass(/Toastify__toast-theme--dark/);
          await expect(page.locator(`.Toastify__toast-container--${COPY_TOAST.position}`)).toContainText(
            t.contact.copied,
          );
          await expect(page.getByRole('region', { name: t.toast.region })).toHaveAttribute(
            'aria-live',
            'polite',
          );
          // Closes by itself after about two seconds (the default would be five).
          await expect(toast).toBeHidden({ timeout: COPY_TOAST.autoCloseMs + 1500 });
        });

        // A page that loads under reduced motion: a new one, in the same browser.
        if (once)
          await test.step('under reduced motion, nothing is hidden or animated', async () => {
            await page.emulateMedia({ reducedMotion: 'reduce' });
            await page.goto(pageAt('/', language));
            // Every part's effects have run once its mark is set (the mark is its last effect).
            await waitForHydration(page);
            await expect(page.locator('[data-reveal="hidden"], [data-reveal="shown"]')).toHaveCount(0);
            for (const id of sections) {
              expect(
                await page.locator(`#${id}`).evaluate((element) => getComputedStyle(element).opacity),
              ).toBe('1');
            }
          });
      },
    );

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test(
        once
          ? 'every section is there and fully visible; the icons are drawn too'
          : 'every section is there and fully visible',
        async ({ page }) => {
          // First, in a browser that has not fetched the sprite yet (the page of the second language).
          if (once)
            await test.step('a browser without scripts draws the icons too', async () => {
              const sprite = page.waitForResponse((response) => response.url().endsWith(SPRITE_PATH));
              await page.goto(pageAt('/', secondLanguage));
              expect((await sprite).status()).toBe(200);
              expectAllDrawn(await page.evaluate(icons, 'skills'));
            });

          await test.step('every section is there and fully visible', async () => {
            await page.goto(pageAt('/', language));
            for (const id of sections) {
              const section = page.locator(`#${id}`);
              await section.scrollIntoViewIfNeeded();
              await expect(section.getByRole('heading', { name: headings[id], exact: true })).toBeVisible();
              const hidden = await section.evaluate(
                (element) =>
                  [element, ...element.querySelectorAll('*')].filter((node) => {
                    const style = getComputedStyle(node);
                    return style.opacity === '0' && !node.closest('[aria-hidden="true"], .sr-only');
                  }).length,
              );
              expect(hidden, `#${id} has nothing transparent`).toBe(0);
            }
            await expect(page.getByTestId('typing-text')).toHaveText(firstPhrase);
            await expect(page.getByRole('tabpanel').getByRole('article')).not.toHaveCount(0);
            const form = page.locator('#contact form');
            await expect(form).toHaveAttribute('method', 'post');
            await expect(form).toHaveAttribute('action', '/api/contact');
            await expect(form.locator('[required]')).toHaveCount(3);
          });
        },
      );
    });
  });
}
