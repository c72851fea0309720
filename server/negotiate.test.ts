// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toLanguage } from '../src/i18n/languages';
import { negotiateLanguage } from './negotiate';

const none = { query: undefined, cookieHeader: undefined, acceptLanguage: undefined };

describe('negotiateLanguage', () => {
  it('falls back to English', () => {
    expect(negotiateLanguage(none)).toBe('en');
    expect(negotiateLanguage({ ...none, acceptLanguage: 'fr-FR, de;q=0.8' })).toBe('en');
  });

  it('takes the query first, then the i18next cookie, then Accept-Language', () => {
    expect(negotiateLanguage({ query: 'es', cookieHeader: 'i18next=en', acceptLanguage: 'en' })).toBe('es');
    expect(negotiateLanguage({ query: 'xx', cookieHeader: 'a=1; i18next=es', acceptLanguage: 'en' })).toBe(
      'es',
    );
    expect(negotiateLanguage({ ...none, cookieHeader: 'language=es', acceptLanguage: 'es-MX' })).toBe('es');
  });

  it('orders Accept-Language by quality', () => {
    expect(negotiateLanguage({ ...none, acceptLanguage: 'en;q=0.3, es-MX;q=0.9' })).toBe('es');
    expect(negotiateLanguage({ ...none, acceptLanguage: 'fr, es;q=0, en;q=0.1' })).toBe('en');
  });

  it('maps regional tags to the supported language', () => {
    expect(toLanguage('es-MX')).toBe('es');
    expect(toLanguage('EN_us')).toBe('en');
    expect(toLanguage('zz-ZZ')).toBeUndefined();
  });

  it('reads a wildcard as no preference over the fallback, and a malformed header or cookie as none', () => {
    expect(negotiateLanguage({ ...none, acceptLanguage: '*, es;q=0.5' })).toBe('en');
    expect(negotiateLanguage({ ...none, acceptLanguage: 'es, *;q=0.5' })).toBe('es');
    expect(negotiateLanguage({ ...none, acceptLanguage: ';;;=,,' })).toBe('en');
    expect(negotiateLanguage({ ...none, cookieHeader: 'i18next=%', acceptLanguage: 'es' })).toBe('es');
  });
});
