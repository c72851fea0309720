import { FADE_DURATION_S } from '../src/lib/constants';
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
import { pageAt, pairedLanguages, testedOnce } from './site';

const sections = ['top', 'skills', 'projects', 'aboutMe', 'contact'] as const;

for (const language of pairedLanguages) {
  const t = texts[language];
  const [firstPhrase = 'no phrase'] = t.hero.typing;
  const headings = {
    top: `${t.hero.greeting} ${profile.name}`,
    skills: t.skills_section.title,
    projects: t.sections.projects_title,
    aboutMe: t.about.title,
    contact: t.contact.title,
  };

  test.describe(`home sections in ${language}`, paired(language), () => {
    test('skills: every skill with its icon and its label, translated where it is a word', async ({
      page,
    }) => {
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
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
                  .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], t),
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

    test('about me: title, every paragraph, the ASCII portrait and the DISC link', async ({ page }) => {
      await page.goto(pageAt('/', language));
      await waitForHydration(page);
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

    if (testedOnce(language))
      test('below the fold, sections fade in (1 to 1.2 s) when 30% of them is visible', async ({ page }) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
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
        await expect.poll(() => waiting.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      });

    test.describe('under reduced motion', () => {
      test.use({ reducedMotion: 'reduce' });
      if (testedOnce(language))
        test('nothing is hidden or animated', async ({ page }) => {
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
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });
      test('every section is there and fully visible', async ({ page }) => {
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
    });
  });
}
