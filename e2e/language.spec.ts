import { chrome, pickLanguage } from './navigation-site';
import { atDesktop, expect, pageAt, test, waitForHydration, type Language, routes } from './site';
import {
  browserLocale,
  categories,
  fallbackLanguage,
  homeHeading,
  projects,
  projectsTexts,
  secondLanguage,
} from './content';

const heading = homeHeading;
/** The fallback language, at the plain URLs, and another one (where the site has one), under its prefix. */
const [fallback, second] = [fallbackLanguage, secondLanguage];
/** The projects page's heading in a language. */
const projectsHeading = (language: Language) => projectsTexts[language].labels.project_categories;

// The order of the sources is tested where it is decided: the server's (query, cookie, Accept-Language) in
// server/core/negotiate.test.ts and over HTTP in e2e/raw-html.spec.ts, the page's first script's (cookie, storage,
// the browser's languages) in build/inline/language-redirect.test.ts. Here, what only a browser shows: that script
// reads the storage a request does not carry and sends the visitor before anything is painted, and it overrules the
// server's guess from the browser's languages.
test.describe('language detection in the browser', atDesktop, () => {
  test('local storage comes before session storage and the browser language', async ({ browser }) => {
    const context = await browser.newContext({
      locale: browserLocale(fallback),
    });
    await context.addInitScript(
      ([stored, session]) => {
        window.localStorage.setItem('language', stored);
        window.sessionStorage.setItem('i18nextLng', session);
      },
      [second, fallback] as const,
    );
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(pageAt('/', second));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[second]);
    await context.close();
  });

  test('local storage comes before the browser language, though the server guessed from the browser first', async ({
    browser,
  }) => {
    // No cookie (cleared, or expired): the server sends a browser that prefers the second language there, before the
    // page can read the stored choice of the first; the page's first script then goes back to it, and says so in the
    // cookie, so that the next request is not guessed again.
    const context = await browser.newContext({ locale: browserLocale(second) });
    await context.addInitScript((code) => window.localStorage.setItem('language', code), fallback);
    const page = await context.newPage();
    await page.goto(routes.projects.href());
    await expect(page).toHaveURL(pageAt(routes.projects.href(), fallback));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', fallback);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(fallback));
    expect((await context.cookies()).find(({ name }) => name === 'i18next')?.value).toBe(fallback);
    // A shared link to the second language's URL still shows that language: the URL decides.
    await page.goto(pageAt(routes.projects.href(), second));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await context.close();
  });
});

// Switching the language in place, storing the choice and keeping it over a reload: e2e/navigation-language.spec.ts.

test(
  "links stay in the page's language, and back to a page of the other language shows it in that language",
  atDesktop,
  async ({ page }) => {
    const [category] = categories;
    const project = projects.find((p) => p.categoryId === category?.id);
    if (!category || !project) throw new Error('no category with a project');
    await page.goto(pageAt(routes.projects.href(), fallback));
    await waitForHydration(page);
    await page
      .locator(`a[href="${pageAt(category.path, fallback)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(pageAt(category.path, fallback));
    await pickLanguage(page, fallback, second);
    // In place of the first language's entry: one entry back is still the list in that language.
    await expect(page).toHaveURL(pageAt(category.path, second));
    await page
      .locator(`a[href="${pageAt(project.path, second)}"]`)
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title[second]);

    await page.goBack();
    await expect(page).toHaveURL(pageAt(category.path, second));
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await page.goBack();
    await expect(page).toHaveURL(pageAt(routes.projects.href(), fallback));
    await expect(page.locator('html')).toHaveAttribute('lang', fallback);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(fallback));
    await page.goForward();
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await expect(page.getByRole('button', { name: chrome[second].languageButton })).toBeVisible();
  },
);
