import type { Locator } from '@playwright/test';
import { CONTACT_FIELDS, type ContactField } from '../src/lib/constants';
import { sampleFields } from '../src/test/contact-fixture';

/**
 * Fills in every field of the contact form in `scope`, found by its label in `labels` (a language's `contact.form`),
 * with the tests' valid values (src/test/contact-fixture.ts) and `changes`.
 */
export async function fillContactForm(
  scope: Locator,
  labels: Record<ContactField, string>,
  changes: Partial<Record<ContactField, string>> = {},
) {
  for (const field of CONTACT_FIELDS) {
    const box = scope.getByRole('textbox', { name: labels[field], exact: true });
    // In view first, as a visitor's finger finds it: focusing a field off screen scrolls the page smoothly
    // (`scroll-behavior`) for a second or more, and a tap on Send during that scroll could land beside it.
    await box.scrollIntoViewIfNeeded();
    await box.fill(changes[field] ?? sampleFields[field]);
  }
}
