import { FOOTER_ID } from '../src/lib/constants';
import { otherLanguage, pickLanguage, waitForFirstScreen } from './navigation-site';
import { texts } from './home-fixtures';
import { expect, isHydrated, paired, test, pageAt, pairedLanguages, testedOnce } from './site';

/** What hydrates late on the home page: the sections below a phone's first screen, and the footer. */
const sections = ['skills', 'projects', 'aboutMe', 'contact', FOOTER_ID] as const;

// That the sections below the fold stay prerendered HTML until the visitor scrolls, and those on screen hydrate at
// once: home-sections.spec.ts, at the start of a first visit's journey.

for (const language of pairedLanguages) {
  test.describe(`home hydration in ${language}`, paired(language), () => {
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
