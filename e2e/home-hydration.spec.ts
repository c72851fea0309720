import { FOOTER_ID } from '../src/lib/constants';
import { otherLanguage, pickLanguage, waitForFirstScreen } from './navigation-site';
import { texts } from './home-fixtures';
import { expect, isHydrated, paired, test, pageAt, pairedLanguages, testedOnce } from './site';

/** What hydrates late on the home page: the sections below a phone's first screen, and the footer. */
const sections = ['skills', 'projects', 'aboutMe', 'contact', FOOTER_ID] as const;

for (const language of pairedLanguages) {
  test.describe(`home hydration in ${language}`, paired(language), () => {
    test('sections below the fold stay prerendered HTML until the visitor scrolls; those on screen hydrate at once', async ({
      page,
      problems,
    }) => {
      await page.goto(pageAt('/', language));
      await waitForFirstScreen(page, language);
      const onScreen = await page.evaluate(
        (ids) =>
          ids.map((id) => (document.getElementById(id)?.getBoundingClientRect().top ?? 0) < innerHeight),
        [...sections],
      );
      for (const [index, id] of sections.entries()) {
        await expect.poll(() => isHydrated(page.locator(`#${id}`)), `#${id}`).toBe(onScreen[index]);
      }
      // The deferred sections are complete and readable meanwhile.
      await expect(page.locator('#contact h2')).toHaveText(texts[language].contact.title);

      await page.mouse.move(200, 300);
      await page.mouse.wheel(0, 300);
      for (const id of sections)
        await expect.poll(() => isHydrated(page.locator(`#${id}`)), `#${id}`).toBe(true);
      expect(problems).toEqual([]);
    });

    if (testedOnce(language))
      test('switching the language before the sections below the fold have hydrated translates them too', async ({
        page,
        problems,
      }) => {
        const other = otherLanguage(language);
        await page.goto(pageAt('/', language));
        await waitForFirstScreen(page, language);
        expect(await isHydrated(page.locator('#aboutMe'))).toBe(false);

        await pickLanguage(page, language, other);
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        await expect(page.locator('#aboutMe h2')).toHaveText(texts[other].about.title);
        await expect(page.locator('#contact h2')).toHaveText(texts[other].contact.title);
        await expect(page.locator('#projects h2')).toHaveText(texts[other].sections.projects_title);
        await expect(page.locator('#skills h2')).toHaveText(texts[other].skills_section.title);
        for (const id of sections)
          await expect.poll(() => isHydrated(page.locator(`#${id}`)), `#${id}`).toBe(true);
        expect(problems).toEqual([]);
      });
  });
}
