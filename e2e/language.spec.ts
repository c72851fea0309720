import { atDesktop, expect, pageAt, test, waitForHydration } from './site';
import { categories, homeHeading, projects } from './content';

const heading = homeHeading;

// Each preference leads to the Spanish URL: the server redirects what a request carries (query, cookie, Accept-Language),
// the page's first script what only the browser knows (storage), before anything is painted.
test.describe('language detection order', atDesktop, () => {
  test('the query parameter wins over everything', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18next', value: 'en', url: 'http://127.0.0.1' }]);
    await page.goto('/?lng=es');
    await expect(page).toHaveURL('/es/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
  });

  test('the cookie comes before local storage', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: 'es', url: baseURL as string }]);
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/');
    await expect(page).toHaveURL('/es/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
  });

  test('local storage comes before session storage and the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => {
      window.localStorage.setItem('language', 'es');
      window.sessionStorage.setItem('i18nextLng', 'en');
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/es/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
    await context.close();
  });

  test('session storage comes before the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => window.sessionStorage.setItem('i18nextLng', 'es'));
    const page = await context.newPage();
    await page.goto('/proyectos#x');
    await expect(page).toHaveURL('/es/proyectos#x');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de proyectos');
    await context.close();
  });

  test('the browser language applies when nothing is stored, and the choice is cached', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/es/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('es');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18next')?.value).toBe('es');
    await context.close();
  });

  test('an unsupported browser language falls back to English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.en);
    await context.close();
  });

  test('a Spanish URL stays Spanish whatever else the visitor prefers: it was asked for by its URL', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    const page = await context.newPage();
    await page.goto('/es/proyectos');
    await waitForHydration(page);
    await expect(page).toHaveURL('/es/proyectos');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de proyectos');
    await context.close();
  });
});

test(
  'switching the language keeps the page, updates <html lang> and stores the choice',
  atDesktop,
  async ({ page, context }) => {
    await page.goto('/proyectos');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page).toHaveURL('/es/proyectos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de proyectos');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('es');
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de proyectos');
  },
);

test(
  "links stay in the page's language, and back to a page of the other language shows it in that language",
  atDesktop,
  async ({ page }) => {
    const [category] = categories;
    const project = projects.find((p) => p.categoryId === category?.id);
    if (!category || !project) throw new Error('no category with a project');
    await page.goto('/proyectos');
    await waitForHydration(page);
    await page.locator(`a[href="${category.path}"]`).first().click();
    await expect(page).toHaveURL(category.path);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    // In place of the English entry: one entry back is still the English list.
    await expect(page).toHaveURL(pageAt(category.path, 'es'));
    await page
      .locator(`a[href="${pageAt(project.path, 'es')}"]`)
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title.es);

    await page.goBack();
    await expect(page).toHaveURL(pageAt(category.path, 'es'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.goBack();
    await expect(page).toHaveURL('/proyectos');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Categories');
    await page.goForward();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('button', { name: 'Idioma: Español' })).toBeVisible();
  },
);
