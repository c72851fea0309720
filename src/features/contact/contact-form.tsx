import { CircleAlert, CircleCheck, LoaderCircle, Send } from 'lucide';
import { LineIcon } from '@/components/ui/line-icon';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contactEndpoint } from '@/lib/contact-endpoint';
import { CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD } from '@/lib/constants';
import { FormField } from './form-field';
import { useContactForm } from './use-contact-form';

const STATUS_ID = 'contact-form-status';

/**
 * The contact form: name, email and message, all required, with the spec's states. Without JavaScript (or before the
 * section hydrates) it posts to the same endpoint as a plain form, guarded by the browser's own validation; the server
 * answers that with a page in the language of the hidden `language` field.
 */
export function ContactForm() {
  const { t } = useTranslation('home');
  const { status, invalid, named, enhanced, language, onChange, onSubmit, prefetch } = useContactForm();
  const submitRef = useRef<HTMLButtonElement>(null);
  const sending = status === 'sending';
  const isError = ['incomplete', 'invalid_text', 'invalid_email', 'failure'].includes(status);

  // The disabled button lost focus while sending: give it back, so keyboard users stay where they were.
  useEffect(() => {
    if ((status === 'success' || status === 'failure') && document.activeElement === document.body) {
      submitRef.current?.focus();
    }
  }, [status]);

  return (
    <form
      method="post"
      action={contactEndpoint}
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-busy={sending}
      aria-labelledby="contact-form-title"
      className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8"
    >
      <h3 id="contact-form-title" className="text-lg font-semibold text-text">
        {t('contact.form.title')}
      </h3>
      <input type="hidden" name="language" value={language} />
      <fieldset disabled={sending} className="mt-6 space-y-5">
        {CONTACT_FIELDS.map((field) => (
          <FormField
            key={field}
            name={field}
            label={t(`contact.form.${field}`)}
            placeholder={t(`contact.form.${field}_placeholder`)}
            invalid={invalid.includes(field)}
            describedBy={STATUS_ID}
            onChange={onChange}
            onFocus={prefetch}
          />
        ))}
        {/* The honeypot: off screen and out of the tab order and the accessibility tree, so only a bot fills it. */}
        <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
          <label htmlFor="contact-website">{t('contact.form.website')}</label>
          <input
            id="contact-website"
            name={CONTACT_HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button
          ref={submitRef}
          type="submit"
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-on-accent transition hover:bg-accent-strong active:translate-y-px disabled:cursor-wait disabled:opacity-80 sm:w-auto"
        >
          {sending ? (
            <LineIcon icon={LoaderCircle} className="size-4 animate-spin" />
          ) : (
            <LineIcon icon={Send} className="size-4" />
          )}
          {sending ? t('contact.form.sending') : t('contact.form.send')}
        </button>
      </fieldset>
      <p
        id={STATUS_ID}
        role="status"
        className={`mt-5 flex min-h-6 items-start gap-2 text-sm ${isError ? 'text-danger' : 'text-accent'}`}
      >
        {status === 'success' && <LineIcon icon={CircleCheck} className="mt-0.5 size-4 shrink-0" />}
        {isError && <LineIcon icon={CircleAlert} className="mt-0.5 size-4 shrink-0" />}
        {status !== 'idle' && (
          // The button already shows 'Sending...': here it is only for screen readers.
          <span className={sending ? 'sr-only' : undefined}>
            {status === 'invalid_text' && named
              ? t('contact.form.invalid_text', { field: t(`contact.form.${named}`) })
              : t(`contact.form.${status}`)}
          </span>
        )}
      </p>
    </form>
  );
}
