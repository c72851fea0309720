import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profile } from '@/content';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/i18n/use-language';
import { CONTACT_HONEYPOT_FIELD } from '@/lib/constants';

export type ContactField = 'name' | 'email' | 'message';
export type FormStatus =
  'idle' | 'incomplete' | 'invalid_email' | 'sending' | 'success' | 'failure' | 'mail_client';

const EMPTY: Record<ContactField, string> = { name: '', email: '', message: '' };

// Loaded on the first interaction with the form, not with the page.
const loadSender = () => import('./send-message');
const prefetchSender = () => void loadSender().catch(() => undefined);

/**
 * The contact form's state: the values, which fields are at fault, and the spec's states. What the visitor typed is kept
 * when sending fails and cleared when it succeeds.
 */
export function useContactForm() {
  const language = useLanguage();
  const { t } = useTranslation();
  // When the form appeared: the server refuses a message filled faster than a person could.
  const shownAt = useRef(0);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  const [values, setValues] = useState(EMPTY);
  const [status, setStatus] = useState<FormStatus>('idle');
  const [invalid, setInvalid] = useState<ContactField[]>([]);
  // Until hydration the browser's own validation guards the form; after it, the page shows its own messages.
  const enhanced = useHydrated();

  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setInvalid((current) => current.filter((name) => name !== field));
    if (status === 'success') setStatus('idle');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    const form = event.currentTarget;
    const empty = (Object.keys(values) as ContactField[]).filter((field) => !values[field].trim());
    const emailInput = form.elements.namedItem('email');
    const badEmail = emailInput instanceof HTMLInputElement && !emailInput.validity.valid;
    const atFault = empty.length ? empty : badEmail ? (['email'] as ContactField[]) : [];
    setInvalid(atFault);
    if (atFault.length) {
      setStatus(empty.length ? 'incomplete' : 'invalid_email');
      form.querySelector<HTMLElement>(`[name="${atFault[0]}"]`)?.focus();
      return;
    }
    setStatus('sending');
    const honeypot = form.elements.namedItem(CONTACT_HONEYPOT_FIELD);
    const message = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
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
      );
      setStatus('mail_client');
      return;
    }
    setStatus(result === 'sent' ? 'success' : 'failure');
    if (result === 'sent') setValues(EMPTY);
  };

  return { values, status, invalid, enhanced, onChange, onSubmit, prefetch: prefetchSender };
}
