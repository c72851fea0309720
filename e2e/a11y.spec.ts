import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, languages, templatePages, test, waitForHydration, type Language } from './site';
import { leadProject } from './content';

// An axe run over the whole home page takes 15 to 35 s on a busy two-core machine (the default limit is 30 s).
test.describe.configure({ timeout: 90_000 });

async function openLanguageDropdown(page: Page, path: string, language: Language) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${path}?lng=${language}`);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: language === 'en' ? 'Language: English' : 'Idioma: Español' })
    .click();
  const search = page.getByRole('combobox');
  await expect(search).toBeFocused();
  return search;
}

for (const language of languages) {
  for (const { path } of templatePages) {
    test(`${path} in ${language} has no axe violations`, async ({ page }) => {
      await page.goto(`${path}?lng=${language}`);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  for (const path of ['/', leadProject.path]) {
    test(`${path} in ${language} has no axe violations with the language dropdown open`, async ({ page }) => {
      await openLanguageDropdown(page, path, language);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${path} in ${language} has no axe violations in the header when no language matches`, async ({
      page,
    }) => {
      const search = await openLanguageDropdown(page, path, language);
      await search.fill('zzz');
      await expect(page.getByRole('option')).toHaveCount(0);
      // Only the header changed from the state above: checking it alone keeps the test quick.
      expect(await axeViolations(page, 'header')).toEqual([]);
    });

    test(`${path} in ${language} has no axe violations with the mobile menu open`, async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name !== 'phone-375', 'the mobile menu is hidden from 1024 px on');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${path}?lng=${language}`);
      await waitForHydration(page);
      await page.getByRole('button', { name: language === 'en' ? 'Open menu' : 'Abrir menú' }).click();
      await expect(
        page.getByRole('button', { name: language === 'en' ? 'Close menu' : 'Cerrar menú' }),
      ).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });
  }
}
