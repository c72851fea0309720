import { DOCUMENTATION_ID } from '../src/lib/constants';
import { otherLanguage, pickLanguage, waitForFirstScreen } from './navigation-site';
import { texts } from './projects-content';
import { expect, isHydrated, noted, paired, test, pageAt, pairedLanguages, testedOnce } from './site';
import { leadProject } from './content';

for (const language of pairedLanguages) {
  const documentationTitle =
    'the documentation stays prerendered HTML until the visitor scrolls, then hydrates';
  const switchTitle = 'switching the language before the documentation has hydrated translates it too';

  test.describe(`project detail hydration in ${language}`, paired(language), () => {
    // Where both run (testedOnce), two visits to the page: the first's scroll hydrates the documentation, which the
    // second needs as prerendered HTML again.
    test(
      testedOnce(language) ? `${documentationTitle}; ${switchTitle}` : documentationTitle,
      async ({ page, problems }) => {
        await test.step(documentationTitle, async () => {
          await page.goto(pageAt(leadProject.path, language));
          await waitForFirstScreen(page, language);
          const documentation = page.locator(`#${DOCUMENTATION_ID}`);
          const onScreen = await documentation.evaluate(
            (element) => element.getBoundingClientRect().top < innerHeight,
          );
          await expect.poll(() => isHydrated(documentation)).toBe(onScreen);
          // Complete and readable meanwhile.
          await expect(documentation.getByRole('heading', { level: 2 })).toHaveText(
            texts[language].labels.documentation ?? '-',
          );

          await page.mouse.move(200, 300);
          await page.mouse.wheel(0, 300);
          await expect.poll(() => isHydrated(documentation)).toBe(true);
          expect(problems).toEqual([]);
        });

        if (testedOnce(language))
          await test.step(switchTitle, async () => {
            const other = otherLanguage(language);
            await page.goto(pageAt(leadProject.path, language));
            await waitForFirstScreen(page, language);
            const documentation = page.locator(`#${DOCUMENTATION_ID}`);
            const onScreen = await documentation.evaluate(
              (element) => element.getBoundingClientRect().top < innerHeight,
            );
            if (onScreen)
              return noted('the documentation is on the first screen at this size, so it hydrates at once');
            expect(await isHydrated(documentation)).toBe(false);

            await pickLanguage(page, language, other);
            await expect(page.locator('html')).toHaveAttribute('lang', other);
            await expect(documentation.getByRole('heading', { level: 2 })).toHaveText(
              texts[other].labels.documentation ?? '-',
            );
            await expect(
              documentation.getByRole('heading', { name: texts[other].labels.dependencies }),
            ).toBeVisible();
            await expect.poll(() => isHydrated(documentation)).toBe(true);
            expect(problems).toEqual([]);
          });
      },
    );
  });
}
