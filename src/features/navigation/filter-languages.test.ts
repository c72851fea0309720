import { describe, expect, it } from 'vitest';
import { siteLanguages } from '@/content';
import { filterLanguages } from './filter-languages';

const labels = (query: string) => filterLanguages(siteLanguages, query).map((option) => option.label);

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
