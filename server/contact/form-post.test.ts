// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestSite, STYLESHEET } from '../testing/test-site';

// A native form post (no JavaScript) to POST /api/contact, answered with a page in the form's language.
const filled = { name: 'Ana', email: 'ana@example.com', message: 'Hola', language: 'es', website: '' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };

let site: ReturnType<typeof createTestSite>;
let app: ReturnType<typeof site.makeApp>;
beforeAll(() => {
  site = createTestSite();
  app = site.makeApp();
});
beforeEach(() => {
  site.stored.length = 0;
});
afterAll(() => site.dispose());

const postForm = (
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  to: { request: typeof app.request } = app,
) =>
  to.request('/api/contact', {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { ...FORM_TYPE, ...headers },
  });

/** The answer as a visitor's browser reads it. */
async function read(response: Response) {
  const html = await response.text();
  // The jsdom environment: the browser's own parser reads the answer, as the visitor's browser would.
  const document = new DOMParser().parseFromString(html, 'text/html');
  const kept = (label: string) => {
    const id = [...document.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor;
    const control = id ? document.getElementById(id) : null;
    return control instanceof HTMLTextAreaElement || control instanceof HTMLInputElement
      ? { value: control.value, readOnly: control.readOnly }
      : undefined;
  };
  return {
    html,
    lang: document.documentElement.lang,
    title: document.title,
    headings: [...document.querySelectorAll('h1')].map((h) => h.textContent),
    inMain: document.querySelector('main h1') !== null,
    link: document.querySelector('main a'),
    stylesheets: [...document.querySelectorAll('link[rel=stylesheet]')].map((l) => l.getAttribute('href')),
    controls: document.querySelectorAll('input, textarea').length,
    kept,
  };
}

describe('a native form post to POST /api/contact', () => {
  it.each([
    ['es', 'Mensaje enviado con éxito.', '/es/#contact', 'Volver al inicio'],
    ['en', 'Message sent successfully.', '/#contact', 'Return to homepage'],
  ])('stores the message and answers 200 with the success page in %s', async (language, text, href, back) => {
    const response = await postForm({ ...filled, name: ' Ana ', language });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(response.headers.get('content-language')).toBe(language);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(site.stored).toEqual([{ name: 'Ana', email: 'ana@example.com', message: 'Hola', language }]);
    const page = await read(response);
    expect(page.lang).toBe(language);
    expect(page.headings).toEqual([text]);
    expect(page.inMain).toBe(true);
    expect(page.title).toBe(`${text} · Alex Placeholder`);
    expect(page.stylesheets).toEqual([STYLESHEET]);
    expect(page.link?.getAttribute('href')).toBe(href);
    expect(page.link?.textContent).toBe(back);
    expect(page.controls).toBe(0);
  });

  it('answers a missing field with 400 and the incomplete page, echoing what was typed, escaped', async () => {
    const message = '<script>alert(1)</script> & "hola"';
    const response = await postForm({ ...filled, name: '  ', message });
    expect(response.status).toBe(400);
    expect(site.stored).toEqual([]);
    const page = await read(response);
    expect(page.lang).toBe('es');
    expect(page.headings).toEqual(['Por favor completa todos los campos.']);
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;hola&quot;');
    expect(page.kept('Mensaje')).toEqual({ value: message, readOnly: true });
    expect(page.kept('Correo electrónico')).toEqual({ value: 'ana@example.com', readOnly: true });
    expect(page.kept('Nombre')).toEqual({ value: '  ', readOnly: true });
    expect(page.link?.getAttribute('href')).toBe('/es/#contact');
    expect(page.link?.textContent).toBe('Volver al formulario');
  });

  it('answers a missing field in English, and a wrong address with the invalid e-mail page', async () => {
    const { message: _message, ...withoutMessage } = filled;
    const incomplete = await read(await postForm({ ...withoutMessage, language: 'en' }));
    expect(incomplete.headings).toEqual(['Please fill out all fields.']);
    expect(incomplete.kept('Message')).toEqual({ value: '', readOnly: true });
    const invalid = await postForm({ ...filled, email: 'ana@', name: '"><img src=x onerror=alert(1)>' });
    expect(invalid.status).toBe(400);
    const page = await read(invalid);
    expect(page.headings).toEqual(['Por favor escribe un correo electrónico válido.']);
    expect(page.html).not.toContain('<img');
    expect(page.kept('Nombre')?.value).toBe('"><img src=x onerror=alert(1)>');
    expect(site.stored).toEqual([]);
  });

  it.each([
    ['es', 'El campo «Mensaje» es demasiado largo: 5000 caracteres como máximo.', 'Mensaje'],
    ['en', 'The Message field is too long: at most 5000 characters.', 'Message'],
  ])(
    'names the field and its limit when a field is too long (%s), keeping the text',
    async (language, text, label) => {
      const long = 'x'.repeat(5001);
      const response = await postForm({ ...filled, language, message: long });
      expect(response.status).toBe(400);
      const page = await read(response);
      expect(page.headings).toEqual([text]);
      expect(page.kept(label)?.value).toBe(long);
      expect(site.stored).toEqual([]);
    },
  );

  it('answers like a success when the honeypot is filled, and stores nothing', async () => {
    const response = await postForm({ ...filled, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect((await read(response)).headings).toEqual(['Mensaje enviado con éxito.']);
    expect(site.stored).toEqual([]);
  });

  it('answers 429 with Retry-After and the failure page, keeping the text, past the rate limit', async () => {
    const limited = site.makeApp({ rateLimit: { max: 1, refusedMax: 1, windowMs: 60_000 } });
    expect((await postForm(filled, {}, limited)).status).toBe(200);
    const response = await postForm({ ...filled, message: 'Otra vez' }, {}, limited);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await read(response);
    expect(page.headings).toEqual(['Algo salió mal, por favor inténtalo más tarde.']);
    expect(page.kept('Mensaje')?.value).toBe('Otra vez');
    expect(site.stored).toHaveLength(1);
  });

  it('answers 503 with the failure page, keeping the text, when the message cannot be stored', async () => {
    const broken = site.makeApp({ store: { add: () => Promise.reject(new Error('disk full')) } });
    const response = await postForm({ ...filled, language: 'en' }, {}, broken);
    expect(response.status).toBe(503);
    const page = await read(response);
    expect(page.headings).toEqual(['Something went wrong, please try again later.']);
    expect(page.kept('Message')?.value).toBe('Hola');
  });

  it('answers a form without a language field in the language the request negotiates, and stores that', async () => {
    const { language: _language, ...withoutLanguage } = filled;
    const response = await postForm(withoutLanguage, { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' });
    expect(response.status).toBe(200);
    expect((await read(response)).lang).toBe('es');
    expect(site.stored).toEqual([expect.objectContaining({ language: 'es' })]);
  });

  it('refuses a form posted from another site with 403, storing nothing', async () => {
    const response = await postForm(filled, { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect((await read(response)).kept('Mensaje')?.value).toBe('Hola');
    expect(site.stored).toEqual([]);
    expect((await postForm(filled, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('answers a body past the size limit, and a bug, with the failure page rather than JSON', async () => {
    const response = await postForm({ ...filled, message: 'x'.repeat(40_000) }, { 'Accept-Language': 'en' });
    expect(response.status).toBe(413);
    expect((await read(response)).headings).toEqual(['Something went wrong, please try again later.']);
    const buggy = site.makeApp({
      clientOf: () => {
        throw new Error('bug at /secret/path');
      },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await postForm(filled, {}, buggy);
    log.mockRestore();
    expect(failure.status).toBe(500);
    const page = await read(failure);
    expect(page.headings).toEqual(['Algo salió mal, por favor inténtalo más tarde.']);
    expect(page.kept('Mensaje')?.value).toBe('Hola');
    expect(page.html).not.toContain('/secret/path');
  });

  it('carries no inline script or style, under the same policy as the pages', async () => {
    const response = await postForm({ ...filled, name: '' });
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const { html } = await read(response);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
  });

  it('leaves JSON posts and other encodings as they were', async () => {
    const json = await postForm({}, { 'Content-Type': 'application/json' });
    expect(json.status).toBe(400);
    expect((await json.json()).error.code).toBe('invalid_json');
    const multipart = await postForm(filled, { 'Content-Type': 'multipart/form-data; boundary=x' });
    expect(multipart.status).toBe(415);
    expect((await multipart.json()).error.code).toBe('unsupported_media_type');
  });
});
