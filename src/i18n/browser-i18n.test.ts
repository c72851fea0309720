import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserI18n, setDocumentLanguage } from './browser-i18n';
import { yieldToMain } from '@/lib/yield-to-main';
import { directionOf } from './direction';
import { LANGUAGE_STORAGE } from './languages';
import { fallbackLanguage, secondLanguage } from '@/test/languages';

describe('setDocumentLanguage', () => {
  it('writes <html lang> only when the language changes (a write restyles the whole page)', async () => {
    document.documentElement.lang = 'xx';
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        writes.push(document.documentElement.getAttribute(record.attributeName ?? '') ?? ''),
      ),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    setDocumentLanguage(fallbackLanguage);
    setDocumentLanguage(fallbackLanguage);
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual([fallbackLanguage]);
  });

  it('sets <html dir> with the language, from its direction, only when it changes', async () => {
    setDocumentLanguage(fallbackLanguage);
    expect(document.documentElement.dir).toBe(directionOf(fallbackLanguage));
    let writes = 0;
    const observer = new MutationObserver((records) => (writes += records.length));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
    // Hebrew is written right to left, whether or not the site has it; Japanese left to right.
    setDocumentLanguage('he');
    expect(document.documentElement.dir).toBe('rtl');
    setDocumentLanguage('he');
    setDocumentLanguage('ja');
    expect(document.documentElement.dir).toBe('ltr');
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toBe(2);
  });
});

describe('createBrowserI18n', () => {
  afterEach(() => {
    localStorage.clear();
    document.cookie = `${LANGUAGE_STORAGE.cookie}=; max-age=0; path=/`;
  });

  it("keeps the URL's language, then the chosen one, in local storage and the cookie, a task after reading the texts", async () => {
    const i18n = await createBrowserI18n(['global'], secondLanguage);
    expect(i18n.resolvedLanguage).toBe(secondLanguage);
    expect(localStorage.getItem(LANGUAGE_STORAGE.localStorage)).toBeNull();
    await yieldToMain();
    expect(localStorage.getItem(LANGUAGE_STORAGE.localStorage)).toBe(secondLanguage);
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE.cookie}=${secondLanguage}`);

    await i18n.changeLanguage(fallbackLanguage);
    await yieldToMain();
    expect(localStorage.getItem(LANGUAGE_STORAGE.localStorage)).toBe(fallbackLanguage);
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE.cookie}=${fallbackLanguage}`);
  });
});
