import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profile } from '@/content';
import { useHydrated } from '@/boot/use-hydrated';
import { useLanguage } from '@/i18n/use-language';
import { isBlankField } from '@/lib/blank-text';
import { isUnsafeText } from '@/lib/unsafe-text';
import { afterNextPaint } from '@/lib/after-next-paint';
import {
  CONTACT_EXTRA_FIELDS,
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  contactFieldSpec,
  type ContactField,
} from '@/lib/constants';
import { retryImport } from '@/boot/retry-import';

export type FormStatus =
  | 'idle'
  | 'incomplete'
  | 'invalid_text'
  | 'invalid_email'
  | 'sending'
  | 'success'
  | 'failure'
  | 'mail_client';

// Loaded on the first interaction with the form, not with the page.
const loadSender = () => retryImport(() => import('./send-message'));
const prefetchSender = () => void loadSender().catch(() => undefined);

/** The text of each field, read from the form itself. */
function fieldValues(form: HTMLFormElement): Record<ContactField, string> {
  const data = new FormData(form);
  return Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, String(data.get(field) ?? '').trim()]),
  ) as Record<ContactField, string>;
}

/** A field's input or text area. */
function controlOf(form: HTMLFormElement, field: ContactField) {
  const control = form.elements.namedItem(field);
  return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement ? control : undefined;
}

/**
 * What the form refuses before sending, as the API would, and the fields at fault: a field left blank, one hiding
 * bidi controls or a broken character (named in the message), an address the browser finds wrong.
 */
function faultOf(form: HTMLFormElement, values: Record<ContactField, string>) {
  const empty = CONTACT_FIELDS.filter((field) => isBlankField(field, values[field]));
  if (empty.length) return { status: 'incomplete', fields: empty } as const;
  // Before the address's own check: a control hidden in it is what the visitor must be told about. Read from the
  // controls: FormData turns a lone surrogate into U+FFFD, and the message would go out with it.
  const unsafe = CONTACT_FIELDS.filter((field) => isUnsafeText(controlOf(form, field)?.value ?? ''));
  if (unsafe.length) return { status: 'invalid_text', fields: unsafe } as const;
  const badEmails = CONTACT_FIELDS.filter(
    (field) => contactFieldSpec(field).kind === 'email' && controlOf(form, field)?.validity.valid === false,
  );
  return badEmails.length ? ({ status: 'invalid_email', fields: badEmails } as const) : undefined;
}

/**
 * The contact form's state: which fields are at fault, and the spec's states. The fields are uncontrolled: what the
 * visitor typed lives in the form, so text typed before the section hydrated is kept, as it is when sending fails;
 * a message sent clears the form.
 */
export function useContactForm() {
  const language = useLanguage();
  const { t } = useTranslation('home');
  const [status, setStatus] = useState<FormStatus>('idle');
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  // The field an `invalid_text` message names: kept while the visitor corrects it.
  const [named, setNamed] = useState<ContactField>();
  // Until hydration the browser's own validation guards the form; after it, the page shows its own messages.
  const enhanced = useHydrated();
  // When the form appeared: the server refuses a message filled faster than a person could. A prerendered form
  // was there from the page's start, and may have been filled (and sent, held until now) before it hydrated.
  const shownAt = useRef(0);
  const prerendered = useRef(!enhanced);
  useEffect(() => {
    shownAt.current = prerendered.current ? 0 : performance.now();
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setInvalid((current) => current.filter((name) => name !== field));
    if (status === 'success') setStatus('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    const values = fieldValues(form);
    const fault = faultOf(form, values);
    setInvalid(fault?.fields ?? []);
    if (fault) {
      setStatus(fault.status);
      setNamed(fault.fields[0]);
      // The messages are the tap's answer, painted first; the focus, which scrolls and restyles, follows.
      afterNextPaint(() => form.querySelector<HTMLElement>(`[name="${fault.fields[0]}"]`)?.focus());
      return;
    }
    setStatus('sending');
    const honeypot = form.elements.namedItem(CONTACT_HONEYPOT_FIELD);
    const message = {
      ...values,
      language,
      website: honeypot instanceof HTMLInputElement ? honeypot.value : '',
      elapsedMs: Math.round(performance.now() - shownAt.current),
    };
    const sender = await loadSender().catch(() => undefined);
    const result = sender ? await sender.sendMessage(message) : 'failed';
    if (result === 'no-server' && sender) {
      // A static host without the contact API: the visitor's mail client sends it instead.
      window.location.href = sender.mailtoHref(
        profile.email,
        t('contact.form.mail_subject', { name: message.name }),
        message,
        CONTACT_EXTRA_FIELDS.map((field) => `${t(`contact.form.${field}`)}: ${values[field]}`),
      );
      setStatus('mail_client');
      return;
    }
    setStatus(result === 'sent' ? 'success' : 'failure');
    if (result === 'sent') form.reset();
  };

  return { status, invalid, named, enhanced, language, onChange, onSubmit, prefetch: prefetchSender };
}
