import { chrome, documentWasKept, markDocument, otherLanguage } from './navigation-site';
import {
  expect,
  paired,
  test,
  waitForHydration,
  type Language,
  pageAt,
  pairedLanguages,
  testedOnce,
} from './site';
import type { Locator, Page } from '@playwright/test';
import { siteLanguages } from '../src/content/languages';
import { spriteId } from '../src/lib/icon-sprite';
import { fill, globalTexts, languageEntry, leadProject, metaTexts, ownerName } from './content';

const detailPage = leadProject.path;
/** The detail page's title in a language. */
const titleIn = (shown: Language) =>
  fill(metaTexts[shown].page_title, {
    page: leadProject.title[shown],
    name: ownerName,
  });

/** The breadcrumb of a page in a language. */
const breadcrumb = (page: Page, language: Language) =>
  page.getByRole('navigation', {
    name: globalTexts[language].breadcrumb.label,
  });

/** A language's flag as the page draws it: the symbol of its SVG, which the page holds, or else its picture. */
async function expectFlag(within: Locator, language: Language) {
  const { flag } = languageEntry(language);
  const symbol = spriteId(flag);
  if (symbol) await expect(within.locator('svg use').first()).toHaveAttribute('href', `#${symbol}`);
  else await expect(within.locator('img').first()).toHaveAttribute('src', flag);
}

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

for (const language of pairedLanguages) {
  const text = chrome[language];
  const other = otherLanguage(language);

  test.describe(`language dropdown in ${language}`, paired(language), () => {
    test.beforeEach(({ problems }) => {
      // Requested here so that every test below fails on a console error or hydration warning: the fixture listens
      // from now on and checks what it heard when the test ends (see e2e/site.ts). The search filter, a mousedown
      // outside and the keyboard model are unit tests (src/features/language/language-switcher.test.tsx).
      void problems;
    });

    // Neither the words nor the width change these: once, in the fallback language at 1280 px.
    if (testedOnce(language))
      test("the select button shows the current language and opens on the search field; picking a language on a project's page, reached by its card, switches it in place, stores it, reloads the catalogue and survives a reload", async ({
        page,
        context,
      }) => {
        await page.goto(pageAt('/', language));
        await waitForHydration(page);
        await test.step('the select button shows the current language and opening focuses the search field', async () => {
          const { button, search, listbox, options } = dropdown(page, language);
          await expect(button).toHaveText(text.label);
          // An SVG flag is a symbol the page holds: no request for a 20 px picture on every first screen.
          await expectFlag(button, language);
          await expect(button).toHaveAttribute('aria-expanded', 'false');
          await expect(listbox).toBeHidden();
          await button.click();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          await expect(search).toBeFocused();
          await expect(search).toHaveAttribute('placeholder', text.search);
          await expect(options).toHaveText(siteLanguages.map(({ label }) => label));
          for (const [index, { code }] of siteLanguages.entries()) {
            await expectFlag(options.nth(index), code);
          }
          // The highlighted option starts at the current language.
          await expect(page.getByRole('option', { name: text.label })).toHaveAttribute(
            'aria-selected',
            'true',
          );
          await button.click();
          await expect(listbox).toBeHidden();
          await expect(button).toHaveAttribute('aria-expanded', 'false');
        });

        // On to the lead project's page by its card, a link the router follows.
        await page.getByRole('link', { name: leadProject.title[language], exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(leadProject.title[language]);
        await test.step('picking a language switches in place, stores it, reloads the catalogue and survives a reload', async () => {
          await markDocument(page);
          await expect(breadcrumb(page, language)).toContainText(text.category);
          await expect(page).toHaveTitle(titleIn(language));
          const { button } = dropdown(page, language);
          await button.click();
          await page.getByRole('option', { name: chrome[other].label }).click();

          // The switch is done when the page's language changes: the texts (and the parts of the page still waiting
          // to hydrate) arrive first, which on a busy machine takes longer than an assertion's default wait.
          await expect(page.locator('html')).toHaveAttribute('lang', other, {
            timeout: 15_000,
          });
          await expect(page).toHaveURL(pageAt(detailPage, other));
          await expect(dropdown(page, other).button).toHaveText(chrome[other].label);
          await expect(page.getByRole('option')).toHaveCount(0);
          // The catalogue is read again in the new language (category names come from it).
          await expect(breadcrumb(page, other)).toContainText(chrome[other].category);
          await expect(page).toHaveTitle(titleIn(other));
          expect(await documentWasKept(page)).toBe(true);
          expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(other);
          expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe(other);

          await page.reload();
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('lang', other);
          await expect(dropdown(page, other).button).toHaveText(chrome[other].label);
        });
      });

    // On load the label follows the page's language, wherever the preference came from: the language's URL, which
    // the server and the page's first script pick (e2e/language.spec.ts, build/inline/language-redirect.test.ts).
  });
}
