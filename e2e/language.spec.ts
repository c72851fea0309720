import { chrome } from './navigation-site';
import { atDesktop, expect, pageAt, test, waitForHydration, type Language } from './site';
import {
  browserLocale,
  categories,
  fallbackLanguage,
  homeHeading,
  projects,
  projectsTexts,
  secondLanguage,
  unsupportedLocale,
} from './content';

const heading = homeHeading;
/** The fallback language, at the plain URLs, and another one (where the site has one), under its prefix. */
const [fallback, second] = [fallbackLanguage, secondLanguage];
/** The projects page's heading in a language. */
const projectsHeading = (language: Language) => projectsTexts[language].labels.project_categories;

// Each preference leads to the second language's URL: the server redirects what a request carries (query, cookie,
// Accept-Language), the page's first script what only the browser knows (storage), before anything is painted.
test.describe('language detection order', atDesktop, () => {
  test('the query parameter wins over everything', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18next', value: fallback, url: 'http://127.0.0.1' }]);
    await page.goto(`/?lng=${second}`);
    await expect(page).toHaveURL(pageAt('/', second));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[second]);
  });

  test('the cookie comes before local storage', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: second, url: baseURL as string }]);
    await context.addInitScript((code) => window.localStorage.setItem('language', code), fallback);
    await page.goto('/');
    await expect(page).toHaveURL(pageAt('/', second));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[second]);
  });

  test('local storage comes before session storage and the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale(fallback) });
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
    await page.goto('/proyectos');
    await expect(page).toHaveURL(pageAt('/proyectos', fallback));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', fallback);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(fallback));
    expect((await context.cookies()).find(({ name }) => name === 'i18next')?.value).toBe(fallback);
    // A shared link to the second language's URL still shows that language: the URL decides.
    await page.goto(pageAt('/proyectos', second));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await context.close();
  });

  test('session storage comes before the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: browserLocale(fallback) });
    await context.addInitScript((code) => window.sessionStorage.setItem('i18nextLng', code), second);
    const page = await context.newPage();
    await page.goto('/proyectos#x');
    await expect(page).toHaveURL(pageAt('/proyectos#x', second));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(second));
    await context.close();
  });

  test('the browser language applies when nothing is stored, and the choice is cached', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: browserLocale(second) });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(pageAt('/', second));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[second]);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(second);
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe(second);
    await context.close();
  });

  test('an unsupported browser language falls back to the fallback language', async ({ browser }) => {
    const context = await browser.newContext({ locale: unsupportedLocale });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(pageAt('/', fallback));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', fallback);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[fallback]);
    await context.close();
  });

  test('a URL in another language than the fallback stays in it whatever else the visitor prefers: it was asked for by its URL', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: browserLocale(fallback) });
    await context.addInitScript((code) => window.localStorage.setItem('language', code), fallback);
    const page = await context.newPage();
    await page.goto(pageAt('/proyectos', second));
    await waitForHydration(page);
    await expect(page).toHaveURL(pageAt('/proyectos', second));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(second));
    await context.close();
  });
});

test(
  'switching the language keeps the page, updates <html lang> and stores the choice',
  atDesktop,
  async ({ page, context }) => {
    await page.goto(pageAt('/proyectos', fallback));
    await waitForHydration(page);
    await page.getByRole('button', { name: chrome[fallback].languageButton }).click();
    await page.getByRole('option', { name: chrome[second].label }).click();
    await expect(page).toHaveURL(pageAt('/proyectos', second));
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(second));
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe(second);
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe(second);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(second));
  },
);

test(
  "links stay in the page's language, and back to a page of the other language shows it in that language",
  atDesktop,
  async ({ page }) => {
    const [category] = categories;
    const project = projects.find((p) => p.categoryId === category?.id);
    if (!category || !project) throw new Error('no category with a project');
    await page.goto(pageAt('/proyectos', fallback));
    await waitForHydration(page);
    await page
      .locator(`a[href="${pageAt(category.path, fallback)}"]`)
      .first()
      .click();
    await expect(page).toHaveURL(pageAt(category.path, fallback));
    await page.getByRole('button', { name: chrome[fallback].languageButton }).click();
    await page.getByRole('option', { name: chrome[second].label }).click();
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
    await expect(page).toHaveURL(pageAt('/proyectos', fallback));
    await expect(page.locator('html')).toHaveAttribute('lang', fallback);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(projectsHeading(fallback));
    await page.goForward();
    await expect(page.locator('html')).toHaveAttribute('lang', second);
    await expect(page.getByRole('button', { name: chrome[second].languageButton })).toBeVisible();
  },
);
