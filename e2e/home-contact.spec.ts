import type { Page, Route } from '@playwright/test';
import { COPY_TOAST } from '../src/lib/constants';
import { axeViolations } from './axe';
import { fillContactForm } from './contact-fill';
import { isHydrated, pageAt, type Language, pairedLanguages, testedOnce } from './site';
import { expect, fill, ownerValues, paired, profile, test, texts, waitForHydration } from './home-fixtures';

const ENDPOINT = '**/api/contact';

async function openContact(page: Page, language: Language) {
  await page.goto(pageAt('/', language));
  await waitForHydration(page);
  await page.locator('#contact form').scrollIntoViewIfNeeded();
}

for (const language of pairedLanguages) {
  const t = texts[language];
  const form = t.contact.form;
  const contactText = fill(t.contact.copy_text, ownerValues(language));

  test.describe(`contact in ${language}`, paired(language), () => {
    if (testedOnce(language))
      test('shows header, description, image, the read-only contact text and the thanks', async ({
        page,
      }) => {
        await openContact(page, language);
        const contact = page.locator('#contact');
        await expect(contact.getByRole('heading', { level: 2 })).toHaveText(t.contact.title);
        await expect(contact.getByText(t.contact.description)).toBeVisible();
        const image = contact.getByRole('img', { name: t.contact.image_alt });
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        const field = contact.getByRole('textbox', { name: t.contact.copy_label });
        await expect(field).toHaveValue(contactText);
        await expect(field).not.toBeEditable();
        await expect(contact.getByText(t.contact.thanks)).toBeVisible();
      });

    if (testedOnce(language))
      test('the e-mail and the phone are mailto: and tel: links, named in the language', async ({ page }) => {
        const number = profile.phone;
        test.skip(!number, 'the profile has no phone');
        await openContact(page, language);
        const contact = page.locator('#contact');
        const values = { name: profile.name, email: profile.email, phone: number ?? '' };
        const phoneLink = t.contact.phone_link ?? '';
        const email = contact.getByRole('link', { name: fill(t.contact.email_link, values) });
        await expect(email).toHaveAttribute('href', `mailto:${profile.email}`);
        await expect(email).toHaveText(profile.email);
        const phone = contact.getByRole('link', { name: fill(phoneLink, values) });
        // The number's digits, with the + of an international number: E.164 when the profile writes the country code.
        await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
        expect((await phone.getAttribute('href'))?.replace(/\D/g, '')).toBe(number?.replace(/\D/g, ''));
        await expect(phone).toHaveText(number ?? '');
        await phone.focus();
        expect(await phone.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
      });

    test('copy: selects and copies the text, confirms with a toast, clears the selection', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await openContact(page, language);
      const contact = page.locator('#contact');
      const field = contact.getByRole('textbox', { name: t.contact.copy_label });
      await field.evaluate((element: HTMLTextAreaElement) => {
        // Record that the text was selected at some point of the action.
        element.addEventListener('select', () => element.setAttribute('data-was-selected', 'yes'));
      });
      const button = contact.getByRole('button', { name: t.contact.copy_button });
      await button.click();

      const toast = page.getByRole('alert').filter({ hasText: t.contact.copied });
      await expect(toast).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(contactText);
      await expect(field).toHaveAttribute('data-was-selected', 'yes');
      expect(
        await field.evaluate(
          (element: HTMLTextAreaElement) =>
            element.selectionStart === element.selectionEnd && window.getSelection()?.toString() === '',
        ),
      ).toBe(true);
      await expect(button).toBeFocused();
      // Dark, top-right, announced in a labelled region.
      await expect(toast).toHaveClass(/Toastify__toast-theme--dark/);
      await expect(page.locator(`.Toastify__toast-container--${COPY_TOAST.position}`)).toContainText(
        t.contact.copied,
      );
      await expect(page.getByRole('region', { name: t.toast.region })).toHaveAttribute('aria-live', 'polite');
      // Closes by itself after about two seconds (the default would be five).
      await expect(toast).toBeHidden({ timeout: COPY_TOAST.autoCloseMs + 1500 });
    });

    if (testedOnce(language))
      test('the toast closes on click, and Alt+T focuses the notifications', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openContact(page, language);
        const button = page.locator('#contact').getByRole('button', { name: t.contact.copy_button });
        const toast = page.getByRole('alert').filter({ hasText: t.contact.copied });

        await button.click();
        await expect(toast).toBeVisible();
        await page.keyboard.press('Alt+KeyT');
        await expect(toast).toBeFocused();
        await expect(toast.getByRole('button', { name: t.toast.close })).toBeVisible();
        await toast.click();
        await expect(toast).toBeHidden({ timeout: 1500 });
      });

    // The form's own states (the field at fault focused, sending, success, a failure keeping what was typed): unit
    // tests in src/features/contact/contact-form.test.tsx; a message sent to a real server: e2e/contact-form.spec.ts.

    test('text typed before the section has hydrated is kept and sent', async ({ page }) => {
      const bodies: unknown[] = [];
      await page.route(ENDPOINT, async (route: Route) => {
        bodies.push(route.request().postDataJSON());
        await route.fulfill({ status: 201, json: { ok: true } });
      });
      // Hold the section's code back, so the visitor types into the prerendered form.
      const gate = { open: () => {} };
      const held = new Promise<void>((resolve) => {
        gate.open = resolve;
      });
      await page.route(/\/assets\/contact-section-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(pageAt('/', language));
      const contact = page.locator('#contact');
      const message = contact.getByRole('textbox', { name: form.message });
      await fillContactForm(contact, form, {
        name: 'Ana López',
        message: 'Typed before the page was ready.',
      });
      expect(await isHydrated(message)).toBe(false);
      gate.open();
      await waitForHydration(page);
      await expect(message).toHaveValue('Typed before the page was ready.');
      await contact.getByRole('button', { name: form.send }).click();
      // Step by step, so that a failure says which step: the message leaves, then the page says it was sent.
      await expect.poll(() => bodies.length, 'the message is sent').toBe(1);
      await expect(contact.getByRole('status')).toHaveText(form.success);
      expect(bodies).toEqual([
        expect.objectContaining({ name: 'Ana López', message: 'Typed before the page was ready.' }),
      ]);
    });

    if (testedOnce(language))
      test('no axe violation with a form error and a toast showing', async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openContact(page, language);
        const contact = page.locator('#contact');
        await contact.getByRole('button', { name: form.send }).click();
        await expect(contact.getByRole('status')).toHaveText(form.incomplete);
        await contact.getByRole('button', { name: t.contact.copy_button }).click();
        await expect(page.getByRole('alert').filter({ hasText: t.contact.copied })).toBeVisible();
        await page.getByRole('tab').nth(1).click();
        // The parts this journey changed (the whole page at rest is a11y.spec.ts's): the toasts' region is the library's.
        expect(await axeViolations(page, '#contact', '#projects', '.Toastify')).toEqual([]);
      });
  });
}
