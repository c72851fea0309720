import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../src/lib/theme-tokens';
import { themePlaceholders, withThemeColors, withThemeTokens } from './theme-tokens';

describe('theme tokens', () => {
  it("fill every placeholder of the app's style sheet, and fail when one is gone", () => {
    const css = readFileSync('src/styles/app.css', 'utf8');
    const filled = withThemeTokens(css);
    expect(filled).not.toContain('theme-tokens:');
    for (const theme of [darkTheme, lightTheme])
      for (const [name, value] of Object.entries(theme.colors))
        expect(filled).toContain(`--color-${name}: ${value};`);
    const [first = ''] = Object.keys(themePlaceholders);
    expect(() => withThemeTokens(css.replace(first, ''))).toThrow(first);
  });

  it("give the page template's theme-color tags each theme's background", () => {
    const html = withThemeColors(readFileSync('index.html', 'utf8'));
    expect(html).toContain(`content="${darkTheme.colors.bg}" media="(prefers-color-scheme: dark)"`);
    expect(html).toContain(`content="${lightTheme.colors.bg}" media="(prefers-color-scheme: light)"`);
    expect(() => withThemeColors('<head></head>')).toThrow('theme-tokens');
  });
});
