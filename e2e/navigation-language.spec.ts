import { chrome, documentWasKept, markDocument, otherLanguage } from './navigation-site';
import { expect, languages, test, waitForHydration, type Language } from './site';
import type { Page } from '@playwright/test';
import { leadProject } from './content';

const detailPage = leadProject.path;

function dropdown(page: Page, language: Language) {
  const text = chrome[language];
  const banner = page.getByRole('banner');
  return {
    button: banner.getByRole('button', { name: text.languageButton }),
    search: banner.getByRole('combobox', { name: text.search }),
    listbox: banner.getByRole('listbox', { name: text.languages }),
    options: banner.getByRole('option'),
    empty: banner.getByText(text.notFound),
  };
}

for (const language of languages) {
  const text = chrome[language];
  const other = otherLanguage(language);

  test.describe(`language dropdown in ${language}`, () => {
    test.beforeEach(async ({ problems }) => {
      // Requesting `problems` fails the test on any console error or hydration warning (see e2e/site.ts).
      expect(problems).toEqual([]);
    });

    test('the select button shows the current language and opening focuses the search field', async ({
      page,
    }) => {
      await page.goto(`/?lng=${language}`);
      await waitForHydration(page);
      const { button, search, listbox, options } = dropdown(page, language);
      await expect(button).toHaveText(text.label);
      await expect(button.locator('img')).toHaveAttribute(
        'src',
        language === 'en' ? '/icons/flags/us.webp' : '/icons/flags/mx.webp',
      );
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(listbox).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(search).toBeFocused();
      await expect(search).toHaveAttribute('placeholder', text.search);
      await expect(options).toHaveText(['English', 'Español']);
      await expect(options.nth(0).locator('img')).toHaveAttribute('src', '/icons/flags/us.webp');
      await expect(options.nth(1).locator('img')).toHaveAttribute('src', '/icons/flags/mx.webp');
      // The highlighted option starts at the current language.
      await expect(page.getByRole('option', { name: text.label })).toHaveAttribute('aria-selected', 'true');
      await button.click();
      await expect(listbox).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    test('the search is a case-insensitive substring filter that says when nothing matches', async ({
      page,
    }) => {
      await page.goto(`/proyectos?lng=${language}`);
      await waitForHydration(page);
      const { button, search, options, empty } = dropdown(page, language);
      await button.click();
      await search.fill('ESP');
      await expect(options).toHaveText(['Español']);
      await search.fill('gLi');
      await expect(options).toHaveText(['English']);
      await search.fill('ñ');
      await expect(options).toHaveText(['Español']);
      await expect(empty).toBeHidden();
      await search.fill('klingon');
      await expect(options).toHaveCount(0);
      await expect(empty).toBeVisible();
      await expect(search).toHaveAttribute('aria-expanded', 'false');
      await search.fill('');
      await expect(options).toHaveText(['English', 'Español']);
      await expect(empty).toBeHidden();
    });

    test('a mousedown outside closes it and resets the search text and the list', async ({ page }) => {
      await page.goto(`/?lng=${language}`);
      await waitForHydration(page);
      const { button, search, options, empty } = dropdown(page, language);
      await button.click();
      await search.fill('zzz');
      await expect(empty).toBeVisible();
      // A mousedown alone is enough: no click follows.
      await page.mouse.move(20, 500);
      await page.mouse.down();
      await expect(search).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await page.mouse.up();
      await button.click();
      await expect(search).toHaveValue('');
      await expect(options).toHaveText(['English', 'Español']);
      // A mousedown inside (on the search field) keeps it open.
      await search.click();
      await expect(search).toBeVisible();
    });

    test('keyboard: arrows move, Escape closes and returns focus, Enter picks', async ({ page }) => {
      await page.goto(`${detailPage}?lng=${language}`);
      await waitForHydration(page);
      const { button, search } = dropdown(page, language);
      const option = (name: string) => page.getByRole('option', { name });
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(search).toBeFocused();
      await expect(option(text.label)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(option(chrome[other].label)).toHaveAttribute('aria-selected', 'true');
      await expect(option(text.label)).toHaveAttribute('aria-selected', 'false');
      const activeId = await option(chrome[other].label).getAttribute('id');
      await expect(search).toHaveAttribute('aria-activedescendant', activeId ?? '');
      await page.keyboard.press('ArrowDown');
      await expect(option(text.label)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(option(chrome[other].label)).toHaveAttribute('aria-selected', 'true');

      await page.keyboard.type('x');
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
      await expect(button).toBeFocused();
      await expect(page.locator('html')).toHaveAttribute('lang', language);

      await page.keyboard.press('Enter');
      await expect(search).toHaveValue('');
      await page.keyboard.type(chrome[other].label.slice(0, 3));
      await page.keyboard.press('Enter');
      await expect(search).toBeHidden();
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(dropdown(page, other).button).toBeFocused();
    });

    test('picking a language switches in place, stores it, reloads the catalogue and survives a reload', async ({
      page,
      context,
    }) => {
      await page.goto(`${detailPage}?lng=${language}`);
      await waitForHydration(page);
      await markDocument(page);
      const crumbs = page.getByRole('navigation', {
        name: language === 'en' ? 'Breadcrumb' : 'Ruta de navegación',
      });
      await expect(crumbs).toContainText(text.category);
      const { button } = dropdown(page, language);
      await button.click();
      await page.getByRole('option', { name: chrome[other].label }).click();

      // The switch is done when the page's language changes: the texts (and the parts of the page still waiting to
      // hydrate) arrive first, which on a busy machine takes longer than an assertion's default wait.
      await expect(page.locator('html')).toHaveAttribute('lang', other, { timeout: 15_000 });
      await expect(page).toHaveURL(new RegExp(`${detailPage}$`));
      await expect(dropdown(page, other).button).toHaveText(chrome[other].label);
      await expect(page.getByRole('option')).toHaveCount(0);
      // The catalogue is read again in the new language (category names come from it).
      await expect(
        page.getByRole('navigation', { name: other === 'en' ? 'Breadcrumb' : 'Ruta de navegación' }),
      ).toContainText(chrome[other].category);
      expect(await documentWasKept(page)).toBe(true);
      expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(other);
      expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe(other);

      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', other);
      await expect(dropdown(page, other).button).toHaveText(chrome[other].label);
    });

    test('on load the stored language sets the label, and the browser language applies when nothing is stored', async ({
      browser,
    }) => {
      const stored = await browser.newContext({ locale: other === 'en' ? 'es-MX' : 'en-US' });
      await stored.addInitScript((code) => window.localStorage.setItem('language', code), language);
      const page = await stored.newPage();
      await page.goto('/proyectos');
      await waitForHydration(page);
      await expect(dropdown(page, language).button).toHaveText(text.label);
      await stored.close();

      const fresh = await browser.newContext({ locale: language === 'en' ? 'en-GB' : 'es-AR' });
      const freshPage = await fresh.newPage();
      await freshPage.goto('/proyectos');
      await waitForHydration(freshPage);
      await expect(dropdown(freshPage, language).button).toHaveText(text.label);
      await fresh.close();
    });
  });
}
