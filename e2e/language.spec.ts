import { atDesktop, expect, test, waitForHydration } from './site';
import { homeHeading } from './content';

const heading = homeHeading;

test.describe('language detection order', atDesktop, () => {
  test('the query parameter wins over everything', async ({ page, context }) => {
    await context.addCookies([{ name: 'i18next', value: 'en', url: 'http://127.0.0.1' }]);
    await page.goto('/?lng=es');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
  });

  test('the cookie comes before local storage', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18next', value: 'es', url: baseURL as string }]);
    await context.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto('/');
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
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
    await context.close();
  });

  test('session storage comes before the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    await context.addInitScript(() => window.sessionStorage.setItem('i18nextLng', 'es'));
    const page = await context.newPage();
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.es);
    await context.close();
  });

  test('the browser language applies when nothing is stored, and the choice is cached', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto('/');
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
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading.en);
    await context.close();
  });
});

test(
  'switching the language keeps the page, updates <html lang> and stores the choice',
  atDesktop,
  async ({ page, context }) => {
    await page.goto('/proyectos?lng=en');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page).toHaveURL(/\/proyectos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de proyectos');
    expect(await page.evaluate(() => window.localStorage.getItem('language'))).toBe('es');
    expect((await context.cookies()).find((cookie) => cookie.name === 'i18next')?.value).toBe('es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Categorías de proyectos');
  },
);
