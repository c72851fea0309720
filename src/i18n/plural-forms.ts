/**
 * Plural forms: a text that depends on a count is written once per form its language's plural rules use
 * (`project_count_one`, `project_count_other`; Arabic also `_zero`, `_two`, `_few`, `_many`; Polish `_few`, `_many`;
 * Japanese `_other` alone). i18next picks the form with `Intl.PluralRules`; a form missing would show the raw key.
 */
const pluralKey = /^(.+)_(zero|one|two|few|many|other)$/;

const order = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The forms a locale (`ar_EG`, `pl-PL`) gives the counts a page shows (0 to 1000), and `other`, as i18next's
 * suffixes: Spanish and French use `many` only from a million.
 */
export function pluralForms(locale: string): string[] {
  const rules = new Intl.PluralRules(locale.replace('_', '-'));
  const used = new Set(['other', ...Array.from({ length: 1001 }, (_, count) => rules.select(count))]);
  return order.filter((form) => used.has(form));
}

/** The dotted keys of a namespace's texts that are plural (`labels.project_count`), from their `_other` form. */
export function pluralKeys(texts: unknown, prefix = ''): string[] {
  if (!texts || typeof texts !== 'object' || Array.isArray(texts)) return [];
  return Object.entries(texts).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const plural = pluralKey.exec(key);
    if (plural?.[2] === 'other') return [path.slice(0, -'_other'.length)];
    return plural ? [] : pluralKeys(child, path);
  });
}

/** A dotted key with a plural suffix as one key for every form (`a.count_few` is `a.count_{plural}`). */
export const anyPluralForm = (key: string) => key.replace(/_(?:zero|one|two|few|many|other)$/, '_{plural}');

/** The keys of `texts` missing for `locale`'s forms of each plural key of `reference` (the first language's). */
export function missingPluralForms(reference: unknown, texts: unknown, locale: string): string[] {
  const forms = pluralForms(locale);
  return pluralKeys(reference).flatMap((key) =>
    forms.map((form) => `${key}_${form}`).filter((formKey) => typeof textAt(texts, formKey) !== 'string'),
  );
}

function textAt(texts: unknown, key: string): unknown {
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  const node = parts.reduce<unknown>(
    (at, part) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined),
    texts,
  );
  return node && typeof node === 'object' ? (node as Record<string, unknown>)[last] : undefined;
}
