import { describe, expect, it } from 'vitest';
import { filterLanguages } from './filter-languages';

// The test's own options: the search is the same whatever languages an owner's site has.
const options = [
  { code: 'en', label: 'English' },
  { code: 'es', label: 'Español' },
  { code: 'de', label: 'Deutsch' },
];
const labels = (query: string, visitor = 'en') =>
  filterLanguages(options, query, visitor).map((option) => option.label);

describe('filterLanguages', () => {
  it('keeps every language for an empty search', () => {
    expect(labels('')).toEqual(['English', 'Español', 'Deutsch']);
    expect(labels('   ')).toEqual(['English', 'Español', 'Deutsch']);
  });

  it('matches a substring of the name in itself, whatever the case, accents optional', () => {
    expect(labels('ESP')).toEqual(['Español']);
    expect(labels('lIs')).toEqual(['English']);
    expect(labels('ñol')).toEqual(['Español']);
    expect(labels('espanol')).toEqual(['Español']);
  });

  it('matches the name in the visitor’s language, and the code', () => {
    expect(labels('inglés', 'es')).toEqual(['English']);
    expect(labels('ing', 'es')).toEqual(['English']);
    expect(labels('alemán', 'es')).toEqual(['Deutsch']);
    expect(labels('german')).toEqual(['Deutsch']);
    expect(labels('Spanish')).toEqual(['Español']);
    expect(labels('de')).toEqual(['Deutsch']);
  });

  it('returns nothing when no name matches', () => {
    expect(labels('fr')).toEqual([]);
    expect(labels('english!')).toEqual([]);
  });
});
