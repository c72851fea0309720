// The tests' contact messages (src/, server/ and e2e/ alike), built from the fields of CONTACT_FIELD_SPECS: a field
// added there is filled in every test without touching one.
import type { ContactFields } from '@/content/contact-message';
import { fallbackLanguage } from '@/i18n/languages';
import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  contactFieldSpec,
  type ContactField,
  type ContactFieldKind,
} from '@/lib/constants';

const samples: Record<ContactFieldKind, (field: ContactField) => string> = {
  name: () => 'Ana Lopez',
  email: () => 'ana@example.com',
  line: (field) => `A ${field}`,
  text: () => 'Hello',
};

/** A valid value of every visible field. */
export const sampleFields = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, samples[contactFieldSpec(field).kind](field)]),
) as Record<ContactField, string>;

/** A valid message as the store takes it: the fields and the language, with `changes`. */
export const contactFields = (changes: Partial<ContactFields> = {}): ContactFields => ({
  ...sampleFields,
  language: fallbackLanguage,
  ...changes,
});

/** A valid body of `POST /api/contact` (empty honeypot, 8 s to fill), with `changes`. */
export const contactRequest = <Changes extends Record<string, unknown>>(changes = {} as Changes) => ({
  ...contactFields(),
  [CONTACT_HONEYPOT_FIELD]: '',
  elapsedMs: 8000,
  ...changes,
});

/** The same request without `field`. */
export function contactRequestWithout(field: string): Record<string, unknown> {
  const request: Record<string, unknown> = contactRequest();
  delete request[field];
  return request;
}
