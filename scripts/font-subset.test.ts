import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteCharacters } from './font-subset';

describe('siteCharacters', () => {
  it('holds every character of the translations and content, and all of Latin-1', () => {
    const characters = new Set(siteCharacters());
    const spanish = readFileSync('src/i18n/locales/es/global.json', 'utf8');
    expect([...spanish].filter((character) => !characters.has(character))).toEqual([]);
    for (const character of 'AZaz09¿¡ñÑáéíóúüçßø–—“”…€')
      expect(characters.has(character), character).toBe(true);
  });
});
