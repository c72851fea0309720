import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { localeOf } from '@/i18n/direction';
import { languages } from '@/i18n/languages';
import { siteLanguages } from './languages';
import { monthText } from './resume-view';

describe('monthText', () => {
  it("writes a month with Intl in the page's locale, and 'present' in its language", () => {
    for (const language of languages) {
      const t = createI18n(language).getFixedT(language);
      const june = new Intl.DateTimeFormat(localeOf(language), {
        year: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      });
      expect(monthText(t, '2023-06')).toBe(june.format(new Date(Date.UTC(2023, 5, 1))));
      expect(monthText(t, 'present')).toBe(t('present', { ns: 'resume' }));
    }
  });

  it('says the month as each script does: Arabic names, Japanese year first', () => {
    const t = Object.assign(createI18n(languages[0]).getFixedT(languages[0]), { lng: 'ar' });
    expect(monthText(t, '2023-06')).toContain('يونيو');
    expect(monthText(Object.assign(t, { lng: 'ja' }), '2023-06')).toBe('2023年6月');
  });
});

// The months as the résumé showed them before Intl wrote them (the texts' `months`), which the prerender (Node) and
// the browser (Chromium's own ICU) must both still write: a difference would be a hydration mismatch.
const MONTHS_BEFORE: Record<string, string[]> = {
  'en-US': ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  'es-MX': ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'],
};
const months = (t: Parameters<typeof monthText>[0]) =>
  Array.from({ length: 12 }, (_, index) => monthText(t, `2023-${String(index + 1).padStart(2, '0')}`));

describe('monthText in English and Mexican Spanish', () => {
  it('writes the months the texts wrote before, whichever language of the site has the locale', () => {
    for (const [locale, names] of Object.entries(MONTHS_BEFORE)) {
      const t = Object.assign(createI18n(languages[0]).getFixedT(languages[0]), { lng: locale });
      expect(months(t), locale).toEqual(names.map((name) => `${name} 2023`));
    }
  });

  it("writes them so on the site's own pages in those locales", () => {
    for (const { code, locale } of siteLanguages) {
      const names = MONTHS_BEFORE[locale.replace('_', '-')];
      if (!names) continue;
      const t = createI18n(code).getFixedT(code);
      expect(months(t), code).toEqual(names.map((name) => `${name} 2023`));
    }
  });
});
