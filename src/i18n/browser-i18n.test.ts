import { describe, expect, it } from 'vitest';
import { setDocumentLanguage } from './browser-i18n';

describe('setDocumentLanguage', () => {
  it('writes <html lang> only when the language changes (a write restyles the whole page)', async () => {
    document.documentElement.lang = 'en';
    const writes: string[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) =>
        writes.push(document.documentElement.getAttribute(record.attributeName ?? '') ?? ''),
      ),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    setDocumentLanguage('en');
    setDocumentLanguage('es');
    setDocumentLanguage('es');
    await Promise.resolve();
    observer.disconnect();
    expect(writes).toEqual(['es']);
  });
});
