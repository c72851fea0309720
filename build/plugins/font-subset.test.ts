import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages } from '../../src/i18n/languages';
import {
  lateFont,
  looseUnicodeRange,
  siteCharacters,
  siteRule,
  unicodeRange,
  withoutComments,
  withScriptFamilies,
} from './font-subset';

describe('siteCharacters', () => {
  it('holds printable ASCII and every character of the translations, content and components', () => {
    const characters = new Set(siteCharacters());
    for (const language of languages) {
      const texts = readFileSync(`content/texts/${language}/global.json`, 'utf8').replaceAll('\n', '');
      expect(
        [...texts].filter((character) => !characters.has(character)),
        language,
      ).toEqual([]);
    }
    for (const character of ' AZaz09~') expect(characters.has(character), character).toBe(true);
    expect(characters.has('\n')).toBe(false);
  });
});

describe('withoutComments', () => {
  it("drops a source's comment lines and trailing comments, and keeps its strings, URLs and JSON", () => {
    const source = [
      '/**',
      ' * `يونيو ٢٠٢٣`, `2023年6月`',
      ' */',
      '// Ł',
      "const a = 'Año'; // ł",
      "const b = 'https://example.com/ñ';",
    ].join('\n');
    const kept = withoutComments('a.tsx', source);
    expect([...kept].filter((c) => c > '~').join('')).toBe('ññ');
    expect(withoutComments('a.json', '{"a": "// ł"}')).toBe('{"a": "// ł"}');
  });
});

describe('unicodeRange', () => {
  it('lists single code points and runs, in order', () => {
    expect(unicodeRange('cab¡ñé')).toBe('U+61-63,U+A1,U+E9,U+F1');
    expect(unicodeRange(' ')).toBe('U+20');
  });
});

describe('siteRule', () => {
  it('serves the cut file, its characters, and waits for the font only before the first paint', () => {
    const rule =
      "@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/inter-latin-wght-normal-AAAAAAAA.woff2) format('woff2-variations');unicode-range:U+0000-00FF,U+0131}";
    expect(siteRule(rule, 'assets/inter-latin-wght-normal-BBBBBBBB.woff2', 'ab')).toBe(
      "@font-face{font-family:'Inter Variable';font-style:normal;font-display:optional;font-weight:100 900;src:url(/assets/inter-latin-wght-normal-BBBBBBBB.woff2) format('woff2-variations');unicode-range:U+61-62}",
    );
  });
});

describe('lateFont', () => {
  it("reads the family, weights and characters of a late font's face, served from its file", () => {
    const rule =
      "@font-face{font-family:'JetBrains Mono Variable';font-style:normal;font-display:optional;font-weight:100 800;src:url(/assets/mono-B.woff2) format('woff2-variations');unicode-range:U+20-7E}";
    expect(lateFont(rule, '/assets/mono-B.woff2')).toEqual({
      family: 'JetBrains Mono Variable',
      href: '/assets/mono-B.woff2',
      weight: '100 800',
      unicodeRange: 'U+20-7E',
    });
  });

  it('fails the build, naming the file, when the face lacks a descriptor the loader needs', () => {
    expect(() => lateFont("@font-face{font-family:'Mono';src:url(/a.woff2)}", '/a.woff2')).toThrow(
      'the @font-face rule of /a.woff2 has no font-weight',
    );
  });
});

describe("a language's own font", () => {
  it('covers its characters with a short range: runs closer than 256 code points apart are joined', () => {
    expect(looseUnicodeRange([0x628, 0x627, 0x60c, 0x651])).toBe('U+60C-651');
    expect(looseUnicodeRange([0x3042, 0x4e00, 0x4e8c, 0x30a2])).toBe('U+3042-30A2,U+4E00-4E8C');
    expect(looseUnicodeRange([0x41])).toBe('U+41');
  });

  it('comes right after the web font in every stack, the custom property and the utilities alike', () => {
    const stack = '"Inter Variable", "Inter Fallback: Arial", sans-serif';
    const inlined = 'Inter Variable,Inter Fallback\\: Arial,sans-serif';
    const css = `:root,:host{--font-sans:${stack};--x:1}.font-sans{font-family:${inlined}}.b{font-family:serif}`;
    expect(withScriptFamilies(css, '--font-sans', ['Label ar', 'Script ar'])).toBe(
      `:root,:host{--font-sans:"Inter Variable",'Label ar','Script ar', "Inter Fallback: Arial", sans-serif;--x:1}` +
        `.font-sans{font-family:Inter Variable,'Label ar','Script ar',Inter Fallback\\: Arial,sans-serif}.b{font-family:serif}`,
    );
    expect(() => withScriptFamilies(css, '--font-mono', ['Script ar'])).toThrow(
      'expected --font-mono in the built style sheet',
    );
  });
});
