import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { openMessageStore } from '../server/node/libsql-database';
import { axeViolations } from './axe';
import { fillContactForm } from './contact-fill';
import { sampleFields } from '../src/test/contact-fixture';
import type { ContactField } from '../src/lib/constants';
import { fill, globalTexts, metaTexts, ownerName, secondLanguage } from './content';
import { pageAt } from './site';

// A visitor without JavaScript (or faster than the contact section's hydration): the browser posts the form itself,
// urlencoded, to the test server, which answers with a page in the form's language: here another language than the
// fallback (where the site has one), whose pages and answer links carry its prefix.
const language = secondLanguage;
const formTexts = globalTexts[language].contact.form;
const home = pageAt('/', language);
const contactSection = pageAt('/#contact', language);

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

async function fillAndSend(page: Page, fields: Partial<Record<ContactField, string>>) {
  await page.goto(home);
  const contact = page.locator('#contact');
  await fillContactForm(contact, formTexts, fields);
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await contact.getByRole('button', { name: formTexts.send }).click();
  return answer;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test(`a visitor without JavaScript sends the form in ${language} and sees the success page`, async ({
    page,
  }) => {
    const message = `Hola, te escribo sin JavaScript (${test.info().testId}).`;
    const answer = await fillAndSend(page, { name: 'Ana López', message });
    expect(answer.status()).toBe(200);
    expect(answer.url()).toMatch(/\/api\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page).toHaveTitle(
      fill(metaTexts[language].page_title, { page: formTexts.success, name: ownerName }),
    );
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(formTexts.success);
    // Styled by the site's own stylesheet: the page background of the design tokens (light: the browser prefers it).
    await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(246, 247, 249)');
    const stored = (await storedMessages()).filter((row) => row.message === message);
    expect(stored).toEqual([expect.objectContaining({ name: 'Ana López', language })]);

    await page.getByRole('link', { name: globalTexts[language].default.not_found_button }).click();
    await expect(page).toHaveURL(contactSection);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });

  test(`a blank name shows the incomplete page in ${language}, keeping what was written`, async ({
    page,
  }) => {
    // Spaces pass the browser's own check of a required field; the server trims them.
    const message = `Línea uno <b>negrita</b> & más (${test.info().testId})`;
    const answer = await fillAndSend(page, { name: '   ', message });
    expect(answer.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formTexts.incomplete);
    const kept = page.getByRole('group', { name: formTexts.kept });
    await expect(kept.getByRole('textbox', { name: formTexts.message })).toHaveValue(message);
    await expect(kept.getByRole('textbox', { name: formTexts.message })).not.toBeEditable();
    await expect(kept.getByRole('textbox', { name: formTexts.email })).toHaveValue(sampleFields.email);
    await expect(page.getByRole('link', { name: formTexts.back })).toHaveAttribute('href', contactSection);
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
      await page.goto(pageAt('/not-found', language));
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
          { ...sampleFields, ...fields, language, website: '' },
        ),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
