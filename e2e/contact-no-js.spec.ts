import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { openMessageStore } from '../server/contact/libsql-database';
import { axeViolations } from './axe';
import { ownerName } from './content';

// A visitor without JavaScript (or faster than the contact section's hydration): the browser posts the form itself,
// urlencoded, to the test server, which answers with a page in the form's language.

/** The messages the test server stored (playwright.config.ts gives it E2E_DATA_DIR). */
async function storedMessages() {
  const dataDir = process.env.E2E_DATA_DIR ?? '';
  const store = await openMessageStore({
    url: pathToFileURL(join(dataDir, 'messages.db')).href,
    authToken: undefined,
    dataDir,
  });
  try {
    return await store.list();
  } finally {
    store.close();
  }
}

async function fillAndSend(page: Page, fields: { name: string; email: string; message: string }) {
  await page.goto('/es/');
  const contact = page.locator('#contact');
  await contact.getByRole('textbox', { name: 'Nombre' }).fill(fields.name);
  await contact.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(fields.email);
  await contact.getByRole('textbox', { name: 'Mensaje' }).fill(fields.message);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
  return answer;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a Spanish visitor without JavaScript sends the form and sees the success page', async ({ page }) => {
    const message = `Hola, te escribo sin JavaScript (${test.info().testId}).`;
    const answer = await fillAndSend(page, { name: 'Ana López', email: 'ana@example.com', message });
    expect(answer.status()).toBe(200);
    expect(answer.url()).toMatch(/\/api\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`Mensaje enviado con éxito. · ${ownerName}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Mensaje enviado con éxito.',
    );
    // Styled by the site's own stylesheet: the page background of the design tokens (light: the browser prefers it).
    await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(246, 247, 249)');
    const stored = (await storedMessages()).filter((row) => row.message === message);
    expect(stored).toEqual([expect.objectContaining({ name: 'Ana López', language: 'es' })]);

    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/es\/#contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a blank name shows the Spanish incomplete page, keeping what was written', async ({ page }) => {
    // Spaces pass the browser's own check of a required field; the server trims them.
    const message = `Línea uno <b>negrita</b> & más (${test.info().testId})`;
    const answer = await fillAndSend(page, { name: '   ', email: 'ana@example.com', message });
    expect(answer.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Por favor completa todos los campos.');
    const kept = page.getByRole('group', { name: 'Lo que escribiste, para copiarlo y enviarlo de nuevo' });
    await expect(kept.getByRole('textbox', { name: 'Mensaje' })).toHaveValue(message);
    await expect(kept.getByRole('textbox', { name: 'Mensaje' })).not.toBeEditable();
    await expect(kept.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('ana@example.com');
    await expect(page.getByRole('link', { name: 'Volver al formulario' })).toHaveAttribute(
      'href',
      '/es/#contact',
    );
    expect((await storedMessages()).filter((row) => row.message === message)).toEqual([]);
  });
});

// axe runs in the page, so these post the same native form from a page with JavaScript on.
test.describe('the answer pages', () => {
  for (const [label, fields] of [
    ['success', { name: 'Ana', message: 'Hola' }],
    ['incomplete, with the text kept', { name: ' ', message: 'Hola' }],
  ] as const) {
    test(`${label} has no axe violations`, async ({ page }) => {
      await page.goto('/es/not-found');
      await Promise.all([
        page.waitForURL(/\/api\/contact$/),
        page.evaluate(
          (values) => {
            const form = Object.assign(document.createElement('form'), {
              method: 'post',
              action: '/api/contact',
            });
            for (const [name, value] of Object.entries(values)) {
              form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
            }
            document.body.append(form);
            form.submit();
          },
          { ...fields, email: 'ana@example.com', language: 'es', website: '' },
        ),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
