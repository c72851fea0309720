import { describe, expect, it } from 'vitest';
import { languages } from './languages';
import { anyPluralForm } from './plural-forms';
import { englishResources, namespaces, resources } from './resources';

/** The dotted keys of a namespace's texts; a plural key's forms as one (their number is the language's: plural-forms.ts). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [`${prefix}[${value.length > 0 ? 'items' : 'empty'}]`];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [anyPluralForm(prefix)];
}

/** Keys of `a` that `b` lacks. */
export function missingKeys(a: unknown, b: unknown): string[] {
  const present = new Set(keysOf(b));
  return keysOf(a).filter((key) => !present.has(key));
}

describe('translation resources', () => {
  // Every language the site lists (content/languages.ts), against the English files `t` is typed from.
  for (const namespace of namespaces) {
    for (const language of languages) {
      it(`${language}/${namespace}.json has exactly the keys of en/${namespace}.json`, () => {
        expect(resources[language][namespace]).toBeDefined();
        expect(missingKeys(englishResources[namespace], resources[language][namespace])).toEqual([]);
        expect(missingKeys(resources[language][namespace], englishResources[namespace])).toEqual([]);
      });
    }
  }

  it('detects a key present in one language and missing in the other', () => {
    expect(missingKeys({ a: { b: 'x', c: 'y' } }, { a: { b: 'x' } })).toEqual(['a.c']);
    expect(missingKeys({ a: ['x'] }, { a: [] })).toEqual(['a[items]']);
    expect(missingKeys({ n_one: 'x', n_other: 'y' }, { n_zero: 'a', n_few: 'b', n_other: 'c' })).toEqual([]);
    expect(missingKeys({ n_one: 'x', n_other: 'y' }, { m_other: 'c' })).toEqual(['n_{plural}', 'n_{plural}']);
  });

  it('has no empty text', () => {
    const empty = languages.flatMap((language) =>
      namespaces.flatMap((namespace) =>
        JSON.stringify(resources[language][namespace]).includes('""') ? [`${language}/${namespace}`] : [],
      ),
    );
    expect(empty).toEqual([]);
  });
});
