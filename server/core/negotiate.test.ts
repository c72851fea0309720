// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { toLanguage } from '../../src/i18n/languages';
import { fallbackLanguage, regionalTag, secondLanguage, unknownLanguage } from '../../src/test/languages';
import { negotiateLanguage } from './negotiate';

const none = { query: undefined, cookieHeader: undefined, acceptLanguage: undefined };

// The fallback language, and another where the site has one (`F` and `S`).
const F = fallbackLanguage;
const S = secondLanguage;

describe('negotiateLanguage', () => {
  it('falls back to the fallback language', () => {
    expect(negotiateLanguage(none)).toBe(F);
    expect(
      negotiateLanguage({ ...none, acceptLanguage: `${unknownLanguage}-ZZ, ${unknownLanguage};q=0.8` }),
    ).toBe(F);
  });

  it('takes the query first, then the i18next cookie, then Accept-Language', () => {
    expect(negotiateLanguage({ query: S, cookieHeader: `i18next=${F}`, acceptLanguage: F })).toBe(S);
    expect(
      negotiateLanguage({ query: unknownLanguage, cookieHeader: `a=1; i18next=${S}`, acceptLanguage: F }),
    ).toBe(S);
    expect(
      negotiateLanguage({ ...none, cookieHeader: `language=${F}`, acceptLanguage: regionalTag(S) }),
    ).toBe(S);
  });

  it('orders Accept-Language by quality', () => {
    expect(negotiateLanguage({ ...none, acceptLanguage: `${F};q=0.3, ${regionalTag(S)};q=0.9` })).toBe(S);
    expect(negotiateLanguage({ ...none, acceptLanguage: `${unknownLanguage}, ${S};q=0, ${F};q=0.1` })).toBe(
      F,
    );
  });

  it('maps regional tags to the supported language', () => {
    expect(toLanguage(regionalTag(S))).toBe(S);
    expect(toLanguage(regionalTag(F).replace('-', '_').toUpperCase())).toBe(F);
    expect(toLanguage('zz-ZZ')).toBeUndefined();
  });

  it('reads a wildcard as no preference over the fallback, and a malformed header or cookie as none', () => {
    expect(negotiateLanguage({ ...none, acceptLanguage: `*, ${S};q=0.5` })).toBe(F);
    expect(negotiateLanguage({ ...none, acceptLanguage: `${S}, *;q=0.5` })).toBe(S);
    expect(negotiateLanguage({ ...none, acceptLanguage: ';;;=,,' })).toBe(F);
    expect(negotiateLanguage({ ...none, cookieHeader: 'i18next=%', acceptLanguage: S })).toBe(S);
  });
});
