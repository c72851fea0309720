import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD, contactFieldSpec, type ContactField } from '@/lib/constants';
import { contactRequest, sampleFields } from '@/test/contact-fixture';
import { secondLanguage, t } from '@/test/languages';
import { ContactForm } from './contact-form';

// The form in another language than the fallback where the site has one, in that language's words.
const language = secondLanguage;
const words = (
  key: ContactField | 'send' | 'sending' | 'success' | 'failure' | 'incomplete' | 'invalid_email',
) => t(language)(`contact.form.${key}`, { ns: 'home' });

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

function renderForm() {
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <ContactForm />
    </I18nextProvider>,
  );
  return {
    ...(Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(words(name))])) as Record<
      ContactField,
      HTMLInputElement
    >),
    send: () => fireEvent.click(screen.getByRole('button', { name: words('send') })),
    status: () => screen.getByRole('status').textContent,
  };
}

/** Fills in every field with the fixture's values, padded with spaces the form trims. */
function fillIn(form: ReturnType<typeof renderForm>) {
  for (const name of CONTACT_FIELDS)
    fireEvent.change(form[name], { target: { value: ` ${sampleFields[name]} ` } });
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('asks for every field and sends nothing until they are filled', () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    form.send();
    expect(form.status()).toBe(words('incomplete'));
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['\u200B\u200B', '\u3164\u3164', '\u0301', '!!!'])('takes a name %j for an empty one', (name) => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    fillIn(form);
    fireEvent.change(form.name, { target: { value: name } });
    form.send();
    expect(form.status()).toBe(words('incomplete'));
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['name', '\u202Emoc.live'],
    ['email', 'ana\u2066@example.com'],
    ['message', 'Hola \uD800'],
  ] as const)(
    'refuses hidden direction controls or a broken character in the %s, naming it',
    (name, value) => {
      const fetch = vi.fn<typeof globalThis.fetch>();
      vi.stubGlobal('fetch', fetch);
      const form = renderForm();
      fillIn(form);
      fireEvent.change(form[name], { target: { value } });
      form.send();
      expect(form.status()).toBe(
        t(language)('contact.form.invalid_text', { ns: 'home', field: words(name) }),
      );
      expect(form[name]).toHaveAttribute('aria-invalid', 'true');
      // Correcting the field clears its mark; the message stays until the next send.
      fireEvent.change(form[name], { target: { value: sampleFields[name] } });
      expect(form[name]).not.toHaveAttribute('aria-invalid');
      expect(form.status()).toBe(
        t(language)('contact.form.invalid_text', { ns: 'home', field: words(name) }),
      );
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('sends a name and message written right to left with their marks (RLM, LRM, ALM)', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    fillIn(form);
    fireEvent.change(form.name, { target: { value: 'سارة\u200F أحمد' } });
    fireEvent.change(form.message, { target: { value: 'שלום\u200E (C++)\u061C' } });
    form.send();
    await waitFor(() => expect(form.status()).toBe(words('success')));
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('posts JSON with the language, then clears the fields on success', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    fillIn(form);
    form.send();
    await waitFor(() => expect(form.status()).toBe(words('success')));
    expect(fetch).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST' }));
    const init = fetch.mock.calls[0]?.[1];
    expect(JSON.parse(String(init?.body))).toEqual(
      contactRequest({ language, elapsedMs: expect.any(Number) }),
    );
    expect(form.name.value).toBe('');
  });

  it('puts the focus on the field at fault: a blank one (spaces are no answer), then a wrong e-mail address', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>();
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    form.send();
    await waitFor(() => expect(form.name).toHaveFocus());
    fillIn(form);
    fireEvent.change(form.name, { target: { value: '   ' } });
    form.send();
    expect(form.status()).toBe(words('incomplete'));
    fireEvent.change(form.name, { target: { value: sampleFields.name } });
    fireEvent.change(form.email, { target: { value: 'not-an-address' } });
    form.send();
    expect(form.status()).toBe(words('invalid_email'));
    expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(form.email).toHaveFocus());
    expect(fetch).not.toHaveBeenCalled();
  });

  it('while sending, says so, disables the button and the fields and marks the form busy; then takes them back', async () => {
    let answer: ((response: Response) => void) | undefined;
    const fetch = vi.fn<typeof globalThis.fetch>().mockReturnValue(
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const form = renderForm();
    fillIn(form);
    form.send();
    const sending = await screen.findByRole('button', { name: words('sending') });
    expect(sending).toBeDisabled();
    expect(form.message).toBeDisabled();
    expect(form.name.form).toHaveAttribute('aria-busy', 'true');
    expect(form.status()).toBe(words('sending'));
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    answer?.(new Response('{}', { status: 201 }));
    await waitFor(() => expect(form.status()).toBe(words('success')));
    expect(screen.getByRole('button', { name: words('send') })).toBeEnabled();
    expect(form.name.form).toHaveAttribute('aria-busy', 'false');
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('offline'))],
    ['the server answers an error', () => Promise.resolve(new Response('{}', { status: 500 }))],
  ])('keeps every field as typed when %s, and lets the visitor send again', async (_case, answer) => {
    vi.stubGlobal('fetch', vi.fn<typeof globalThis.fetch>().mockImplementation(answer));
    const form = renderForm();
    for (const name of CONTACT_FIELDS)
      fireEvent.change(form[name], { target: { value: sampleFields[name] } });
    form.send();
    await waitFor(() => expect(form.status()).toBe(words('failure')));
    for (const name of CONTACT_FIELDS) expect(form[name].value).toBe(sampleFields[name]);
    expect(screen.getByRole('button', { name: words('send') })).toBeEnabled();
  });

  it('names every field a native form post sends, the page language among them', () => {
    const { name } = renderForm();
    const form = name.form;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
    const posted = new FormData(form ?? undefined);
    expect([...posted.keys()].toSorted()).toEqual(
      [...CONTACT_FIELDS, 'language', CONTACT_HONEYPOT_FIELD].toSorted(),
    );
    expect(posted.get('language')).toBe(language);
  });

  it('limits each field to what the API takes, so no browser sends a longer one', () => {
    const form = renderForm();
    for (const name of CONTACT_FIELDS)
      expect(form[name]).toHaveAttribute('maxlength', String(contactFieldSpec(name).maxLength));
  });
});
