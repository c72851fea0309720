import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLanguage } from '@/i18n/use-language';

export type ContactField = 'name' | 'email' | 'message';
export type FormStatus = 'idle' | 'incomplete' | 'invalid_email' | 'sending' | 'success' | 'failure';

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
    const { sendMessage } = await loadSender().catch(() => ({ sendMessage: async () => false }));
    const sent = await sendMessage({
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      language,
    });
    setStatus(sent ? 'success' : 'failure');
    if (sent) setValues(EMPTY);
  };

  return { values, status, invalid, enhanced, onChange, onSubmit, prefetch: prefetchSender };
}
