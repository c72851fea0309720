import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/create-i18n';
import { localeOf } from '@/i18n/direction';
import { languages } from '@/i18n/languages';
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
