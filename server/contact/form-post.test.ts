// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileSource } from '../../content/profile';
import type { Language } from '../../src/i18n/languages';
import { CONTACT_FIELD_SPECS, type ContactField } from '../../src/lib/constants';
import { contactFields, sampleFields } from '../../src/test/contact-fixture';
import { localizedPath } from '../../src/lib/language-path';
import { fallbackLanguage, regionalTag, secondLanguage, t } from '../../src/test/languages';
import { createTestSite, STYLESHEET } from '../testing/test-site';

// A native form post (no JavaScript) to POST /api/contact, answered with a page in the form's language: a form in
// another language than the fallback unless a test says otherwise, its words read from the site's texts.
const filled: Record<string, string> = {
  ...sampleFields,
  message: 'Hola',
  language: secondLanguage,
  website: '',
};
/** The form's words in a language (home's contact section). */
const form = (language: Language, key: 'success' | 'failure' | 'incomplete' | 'invalid_email' | 'back') =>
  t(language)(`contact.form.${key}`, { ns: 'home' });
const fieldLabel = (language: Language, field: ContactField) =>
  t(language)(`contact.form.${field}`, { ns: 'home' });
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
  const kept = (name: string) => {
    const id = [...document.querySelectorAll('label')].find((l) => l.textContent === name)?.htmlFor;
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
  it.each([...new Set([secondLanguage, fallbackLanguage])])(
    'stores the message and answers 200 with the success page in %s',
    async (language) => {
      const text = form(language, 'success');
      const response = await postForm({ ...filled, name: ` ${sampleFields.name} `, language });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(response.headers.get('content-language')).toBe(language);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(site.stored).toEqual([contactFields({ message: 'Hola', language })]);
      const page = await read(response);
      expect(page.lang).toBe(language);
      expect(page.headings).toEqual([text]);
      expect(page.inMain).toBe(true);
      expect(page.title).toBe(
        t(language)('page_title', { ns: 'meta', page: text, name: profileSource.name }),
      );
      expect(page.stylesheets).toEqual([STYLESHEET]);
      expect(page.link?.getAttribute('href')).toBe(`${localizedPath('/', language)}#contact`);
      expect(page.link?.textContent).toBe(t(language)('default.not_found_button', { ns: 'global' }));
      expect(page.controls).toBe(0);
    },
  );

  it('answers a missing field with 400 and the incomplete page, echoing what was typed, escaped', async () => {
    const message = '<script>alert(1)</script> & "hola"';
    const response = await postForm({ ...filled, name: '  ', message });
    expect(response.status).toBe(400);
    expect(site.stored).toEqual([]);
    const page = await read(response);
    expect(page.lang).toBe(secondLanguage);
    expect(page.headings).toEqual([form(secondLanguage, 'incomplete')]);
    expect(page.html).not.toContain('<script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;hola&quot;');
    expect(page.kept(fieldLabel(secondLanguage, 'message'))).toEqual({ value: message, readOnly: true });
    expect(page.kept(fieldLabel(secondLanguage, 'email'))).toEqual({
      value: 'ana@example.com',
      readOnly: true,
    });
    expect(page.kept(fieldLabel(secondLanguage, 'name'))).toEqual({ value: '  ', readOnly: true });
    expect(page.link?.getAttribute('href')).toBe(`${localizedPath('/', secondLanguage)}#contact`);
    expect(page.link?.textContent).toBe(form(secondLanguage, 'back'));
  });

  it('answers a missing field in the fallback language, and a wrong address with the invalid e-mail page', async () => {
    const { message: _message, ...withoutMessage } = filled;
    const incomplete = await read(await postForm({ ...withoutMessage, language: fallbackLanguage }));
    expect(incomplete.headings).toEqual([form(fallbackLanguage, 'incomplete')]);
    expect(incomplete.kept(fieldLabel(fallbackLanguage, 'message'))).toEqual({ value: '', readOnly: true });
    const invalid = await postForm({ ...filled, email: 'ana@', name: '"><img src=x onerror=alert(1)>' });
    expect(invalid.status).toBe(400);
    const page = await read(invalid);
    expect(page.headings).toEqual([form(secondLanguage, 'invalid_email')]);
    expect(page.html).not.toContain('<img');
    expect(page.kept(fieldLabel(secondLanguage, 'name'))?.value).toBe('"><img src=x onerror=alert(1)>');
    expect(site.stored).toEqual([]);
  });

  it.each([...new Set([secondLanguage, fallbackLanguage])])(
    'names the field and its limit when a field is too long (%s), keeping the text',
    async (language) => {
      const max = CONTACT_FIELD_SPECS.message.maxLength;
      const long = 'x'.repeat(max + 1);
      const response = await postForm({ ...filled, language, message: long });
      expect(response.status).toBe(400);
      const page = await read(response);
      const text = t(language)('contact.form.too_long', {
        ns: 'home',
        field: fieldLabel(language, 'message'),
        max,
      });
      expect(page.headings).toEqual([text]);
      expect(page.kept(fieldLabel(language, 'message'))?.value).toBe(long);
      expect(site.stored).toEqual([]);
    },
  );

  it.each([...new Set([secondLanguage, fallbackLanguage])])(
    'names the field with hidden text direction controls or bytes that are not UTF-8 (%s), keeping the text',
    async (language) => {
      const invalidText = (field: ContactField) =>
        t(language)('contact.form.invalid_text', { ns: 'home', field: fieldLabel(language, field) });
      const spoofed = await postForm({ ...filled, language, name: '\u202Emoc.live' });
      expect(spoofed.status).toBe(400);
      const page = await read(spoofed);
      expect(page.headings).toEqual([invalidText('name')]);
      expect(page.kept(fieldLabel(language, 'name'))?.value).toBe('\u202Emoc.live');
      const isolated = await read(await postForm({ ...filled, language, email: 'ana\u2066@example.com' }));
      expect(isolated.headings).toEqual([invalidText('email')]);

      // "José" from a page in Latin-1: percent-encoded as its browser sends it, and as raw bytes.
      for (const name of ['Jos%E9', 'Jos\xe9']) {
        const latin1 = Buffer.from(
          `name=${name}&email=ana%40example.com&message=Hola&language=${language}`,
          'latin1',
        );
        const response = await app.request('/api/contact', {
          method: 'POST',
          body: latin1,
          headers: FORM_TYPE,
        });
        expect(response.status, name).toBe(400);
        const answer = await read(response);
        expect([answer.lang, answer.headings], name).toEqual([language, [invalidText('name')]]);
        expect(answer.kept(fieldLabel(language, 'name'))?.value, name).toBe('Jos\uFFFD');
        expect(answer.kept(fieldLabel(language, 'message'))?.value, name).toBe('Hola');
      }
      expect(site.stored).toEqual([]);
    },
  );

  it('answers bytes that are not UTF-8 in a field name with 400 and the failure page', async () => {
    const response = await app.request('/api/contact', {
      method: 'POST',
      body: `nam%E9=Ana&email=ana%40example.com&message=Hola&language=${secondLanguage}`,
      headers: FORM_TYPE,
    });
    expect(response.status).toBe(400);
    const page = await read(response);
    expect(page.headings).toEqual([form(secondLanguage, 'failure')]);
    expect(page.kept(fieldLabel(secondLanguage, 'message'))?.value).toBe('Hola');
    expect(site.stored).toEqual([]);
  });

  it('answers like a success when the honeypot is filled, and stores nothing', async () => {
    const response = await postForm({ ...filled, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect((await read(response)).headings).toEqual([form(secondLanguage, 'success')]);
    expect(site.stored).toEqual([]);
  });

  it('answers 429 with Retry-After and the failure page, keeping the text, past the rate limit', async () => {
    const limited = site.makeApp({ rateLimit: { max: 1, refusedMax: 1, windowMs: 60_000 } });
    expect((await postForm(filled, {}, limited)).status).toBe(200);
    const response = await postForm({ ...filled, message: 'Otra vez' }, {}, limited);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    const page = await read(response);
    expect(page.headings).toEqual([form(secondLanguage, 'failure')]);
    expect(page.kept(fieldLabel(secondLanguage, 'message'))?.value).toBe('Otra vez');
    expect(site.stored).toHaveLength(1);
  });

  it('answers 503 with the failure page, keeping the text, when the message cannot be stored', async () => {
    const broken = site.makeApp({ store: { add: () => Promise.reject(new Error('disk full')) } });
    const response = await postForm({ ...filled, language: fallbackLanguage }, {}, broken);
    expect(response.status).toBe(503);
    const page = await read(response);
    expect(page.headings).toEqual([form(fallbackLanguage, 'failure')]);
    expect(page.kept(fieldLabel(fallbackLanguage, 'message'))?.value).toBe('Hola');
  });

  it('answers a form without a language field in the language the request negotiates, and stores that', async () => {
    const { language: _language, ...withoutLanguage } = filled;
    // The second language's regional tag first (`es-MX`), as a browser in that language sends it.
    const response = await postForm(withoutLanguage, {
      'Accept-Language': `${regionalTag(secondLanguage)},${secondLanguage};q=0.9,${fallbackLanguage};q=0.8`,
    });
    expect(response.status).toBe(200);
    expect((await read(response)).lang).toBe(secondLanguage);
    expect(site.stored).toEqual([expect.objectContaining({ language: secondLanguage })]);
  });

  it('refuses a form posted from another site with 403, storing nothing', async () => {
    const response = await postForm(filled, { 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(403);
    expect((await read(response)).kept(fieldLabel(secondLanguage, 'message'))?.value).toBe('Hola');
    expect(site.stored).toEqual([]);
    expect((await postForm(filled, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('answers a body past the size limit, and a bug, with the failure page rather than JSON', async () => {
    const response = await postForm(
      { ...filled, message: 'x'.repeat(40_000) },
      { 'Accept-Language': fallbackLanguage },
    );
    expect(response.status).toBe(413);
    expect((await read(response)).headings).toEqual([form(fallbackLanguage, 'failure')]);
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
    expect(page.headings).toEqual([form(secondLanguage, 'failure')]);
    expect(page.kept(fieldLabel(secondLanguage, 'message'))?.value).toBe('Hola');
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
