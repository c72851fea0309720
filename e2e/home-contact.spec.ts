import type { Page, Route } from '@playwright/test';
import { axeViolations } from './axe';
import { fillContactForm } from './contact-fill';
import { isHydrated, noted, pageAt, type Language, pairedLanguages, testedOnce } from './site';
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
  const once = testedOnce(language);

  test.describe(`contact in ${language}`, paired(language), () => {
    // One page load for the section at rest: what it shows, the links, the toast closed on click, and last the axe
    // scan with a form error and a toast showing. Copying the text, in both languages: home-sections.spec.ts, in a
    // first visit's journey.
    if (once)
      test('the contact section: its texts, image and links; a toast closes on click, and Alt+T focuses it; no axe violation with a form error and a toast showing', async ({
        page,
        context,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await openContact(page, language);
        const contact = page.locator('#contact');
        const button = contact.getByRole('button', { name: t.contact.copy_button });
        const toast = page.getByRole('alert').filter({ hasText: t.contact.copied });

        await test.step('shows header, description, image, the read-only contact text and the thanks', async () => {
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

        const number = profile.phone;
        if (!number) noted('the e-mail and phone links: the profile has no phone');
        if (number)
          await test.step('the e-mail and the phone are mailto: and tel: links, named in the language', async () => {
            const values = { name: profile.name, email: profile.email, phone: number };
            const phoneLink = t.contact.phone_link ?? '';
            const email = contact.getByRole('link', { name: fill(t.contact.email_link, values) });
            await expect(email).toHaveAttribute('href', `mailto:${profile.email}`);
            await expect(email).toHaveText(profile.email);
            const phone = contact.getByRole('link', { name: fill(phoneLink, values) });
            // The number's digits, with the + of an international number: E.164 when the profile writes the country code.
            await expect(phone).toHaveAttribute('href', /^tel:\+?\d+$/);
            expect((await phone.getAttribute('href'))?.replace(/\D/g, '')).toBe(number.replace(/\D/g, ''));
            await expect(phone).toHaveText(number);
            await phone.focus();
            expect(await phone.evaluate((link) => getComputedStyle(link).outlineStyle)).not.toBe('none');
          });

        await test.step('the toast closes on click, and Alt+T focuses the notifications', async () => {
          await button.click();
          await expect(toast).toBeVisible();
          // Come in whole first, as a visitor sees it: the end of its entrance starts its timer again (react-toastify),
          // which would undo Alt+T's pause, and a click during the entrance lands on the moving toast's container.
          await expect
            .poll(() =>
              toast.evaluate((element) =>
                element.getAnimations().some((animation) => animation.playState === 'running'),
              ),
            )
            .toBe(false);
          await page.keyboard.press('Alt+KeyT');
          await expect(toast).toBeFocused();
          await expect(toast.getByRole('button', { name: t.toast.close })).toBeVisible();
          await toast.click();
          await expect(toast).toBeHidden({ timeout: 1500 });
        });

        await test.step('no axe violation with a form error and a toast showing', async () => {
          // The last toast gone, its way out included (no longer an alert then, but still in the region).
          await expect(page.locator('.Toastify__toast')).toHaveCount(0);
          await contact.getByRole('button', { name: form.send }).click();
          await expect(contact.getByRole('status')).toHaveText(form.incomplete);
          await button.click();
          await expect(toast).toBeVisible();
          await page.getByRole('tab').nth(1).click();
          // The parts this journey changed (the whole page at rest is a11y.spec.ts's): the toasts' region is the library's.
          expect(await axeViolations(page, '#contact', '#projects', '.Toastify')).toEqual([]);
        });
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
  });
}
