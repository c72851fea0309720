import { describe, expect, it } from 'vitest';
import { siteLanguages } from '@/content/languages';
import { localeFormat, numberText } from './numbers';

describe('localeFormat', () => {
  it("writes a number in a locale's digits: Egypt's, where the bare code would write Western ones", () => {
    expect(localeFormat('ar-EG', 12)).toBe('١٢');
    expect(localeFormat('ar', 12)).toBe('12');
    expect(localeFormat('fa-IR', 7)).toBe('۷');
  });

  it('gives English and Spanish the digits written before, and groups large numbers by the locale', () => {
    for (const locale of ['en-US', 'es-MX'])
      for (const n of [0, 1, 7, 42, 999]) expect(localeFormat(locale, n)).toBe(String(n));
    expect(localeFormat('en-US', 12345)).toBe('12,345');
    expect(localeFormat('es-MX', 12345)).toBe('12,345');
  });

  it('writes a year without a thousands separator', () => {
    expect(localeFormat('en-US', 2026, { grouping: false })).toBe('2026');
    expect(localeFormat('es-ES', 2026, { grouping: false })).toBe('2026');
    expect(localeFormat('ar-EG', 2026, { grouping: false })).toBe('٢٠٢٦');
  });
});

describe('numberText', () => {
  it("writes in the locale of the language's entry", () => {
    for (const { code, locale } of siteLanguages)
      expect(numberText(code, 1234)).toBe(new Intl.NumberFormat(locale.replace('_', '-')).format(1234));
  });
});
