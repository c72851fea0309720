import { describe, expect, it } from 'vitest';
import { anyPluralForm, missingPluralForms, pluralForms, pluralKeys } from './plural-forms';

const english = {
  labels: { count_one: '{{count}} project', count_other: '{{count}} projects', title: 'Projects' },
};

describe('plural forms', () => {
  it("are the forms of the locale's plural rules", () => {
    expect(pluralForms('en_US')).toEqual(['one', 'other']);
    expect(pluralForms('ar_EG')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(pluralForms('pl_PL')).toEqual(['one', 'few', 'many', 'other']);
    expect(pluralForms('ja_JP')).toEqual(['other']);
    expect(pluralForms('es_MX')).toEqual(['one', 'other']);
  });

  it('finds the plural keys of a namespace, and writes every form of one as the same key', () => {
    expect(pluralKeys(english)).toEqual(['labels.count']);
    expect(anyPluralForm('labels.count_few')).toBe('labels.count_{plural}');
    expect(anyPluralForm('labels.title')).toBe('labels.title');
  });

  it("names the forms a language's texts lack, and takes one that has them all, or only its own", () => {
    const arabic = { labels: { count_one: 'مشروع واحد', count_other: '{{count}} مشروع', title: 'المشاريع' } };
    expect(missingPluralForms(english, arabic, 'ar_EG')).toEqual([
      'labels.count_zero',
      'labels.count_two',
      'labels.count_few',
      'labels.count_many',
    ]);
    expect(missingPluralForms(english, { labels: { count_other: '{{count}} 件' } }, 'ja_JP')).toEqual([]);
    expect(missingPluralForms(english, english, 'es_MX')).toEqual([]);
  });
});
