import { describe, expect, it } from 'vitest';
import { filterLanguages } from './filter-languages';

// The test's own options: the search is the same whatever languages an owner's site has.
const options = [{ label: 'English' }, { label: 'Español' }];
const labels = (query: string) => filterLanguages(options, query).map((option) => option.label);

describe('filterLanguages', () => {
  it('keeps every language for an empty search', () => {
    expect(labels('')).toEqual(['English', 'Español']);
    expect(labels('   ')).toEqual(['English', 'Español']);
  });

  it('matches a substring of the label, whatever the case', () => {
    expect(labels('ESP')).toEqual(['Español']);
    expect(labels('lIs')).toEqual(['English']);
    expect(labels('ñol')).toEqual(['Español']);
    expect(labels('L')).toEqual(['English', 'Español']);
  });

  it('returns nothing when no label matches', () => {
    expect(labels('fr')).toEqual([]);
    expect(labels('english!')).toEqual([]);
  });
});
