import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fontFallbacks, interFallbackFamilies, monoFallbackFamilies } from './font-fallbacks';

const transform = (code: string) =>
  (fontFallbacks().transform as (code: string, id: string) => string | undefined)(
    code,
    '/site/src/styles/app.css',
  );

describe('fontFallbacks', () => {
  it("gives the style sheet a metric-matched stand-in for Inter in each platform's font, in the font stack", () => {
    const css = transform(readFileSync('src/styles/app.css', 'utf8')) ?? '';
    const faces = [...css.matchAll(/@font-face\s*\{[^}]*font-family:\s*"Inter Fallback: ([^"]+)"[^}]*\}/g)];
    expect(faces.map(([, font]) => font)).toEqual(['Arial', 'Liberation Sans', 'Roboto', 'Helvetica']);
    for (const [face] of faces) {
      // Inter is some 7 % wider than these fonts; its ascender and descender take 90 % and 22 % of the scaled size.
      expect(face).toMatch(/size-adjust: 10[5-9]\.\d+%/);
      expect(face).toMatch(/ascent-override: (?:89|90|91)\.\d+%/);
      expect(face).toMatch(/descent-override: 2[1-3]\.\d+%/);
    }
    expect(css).toContain(`--font-sans: 'Inter Variable', ${interFallbackFamilies}, ui-sans-serif`);
    expect(css).not.toContain("'Inter Fallback'");
  });

  it("gives JetBrains Mono stand-ins whose every character is exactly its width (0.6 em), in each platform's monospace font", () => {
    const css = transform(readFileSync('src/styles/app.css', 'utf8')) ?? '';
    const faces = [
      ...css.matchAll(/@font-face\s*\{[^}]*font-family:\s*"JetBrains Mono Fallback: ([^"]+)"[^}]*\}/g),
    ];
    expect(faces.map(([, font]) => font)).toEqual([
      'DejaVu Sans Mono',
      'Menlo',
      'Liberation Mono',
      'Courier New',
    ]);
    // Advance widths in font units per em: DejaVu Sans Mono and Menlo 1233/2048, Liberation Mono and Courier New 1229/2048.
    const advances = [1233, 1233, 1229, 1229];
    const widths = faces.map(
      ([face], i) => (Number(/size-adjust: ([\d.]+)%/.exec(face)?.[1]) / 100) * ((advances[i] ?? 0) / 2048),
    );
    for (const width of widths) expect(width).toBeCloseTo(0.6, 5);
    expect(css).toContain(`--font-mono: 'JetBrains Mono Variable', ${monoFallbackFamilies}, ui-monospace`);
    expect(css).not.toContain("'JetBrains Mono Fallback'");
  });

  it('fails the build when the style sheet no longer names a placeholder', () => {
    expect(() => transform('@theme inline { --font-sans: Inter; }')).toThrow(/Inter Fallback/);
    expect(() => transform("@theme inline { --font-sans: 'Inter Fallback'; }")).toThrow(
      /JetBrains Mono Fallback/,
    );
  });
});
