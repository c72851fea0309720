import { localeOf } from '@/i18n/direction';

/**
 * The form of a plural text i18next picks for `count` in a language, from its texts: `_zero` for none where the
 * texts have it, else the form of the language's plural rules (`_few` in Arabic), else `_other`.
 */
export function pluralText(texts: Record<string, unknown>, key: string, code: string, count: number): string {
  const form = new Intl.PluralRules(localeOf(code)).select(count);
  const candidates = [...(count === 0 ? [`${key}_zero`] : []), `${key}_${form}`, `${key}_other`];
  const text = candidates.map((name) => texts[name]).find((value) => typeof value === 'string');
  if (typeof text !== 'string') throw new Error(`no text for ${key} (${count}) in ${code}`);
  return text;
}
