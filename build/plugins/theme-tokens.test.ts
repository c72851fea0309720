import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../src/lib/theme-tokens';
import { themePlaceholders, themeTokens, withThemeColors, withThemeTokens } from './theme-tokens';

/** What the plugin writes into a client build, given the site's public folder. */
const emitted = (publicDir: string) => {
  const plugin = themeTokens() as unknown as {
    configResolved: (config: { publicDir: string }) => void;
    generateBundle: (this: object) => void;
  };
  plugin.configResolved({ publicDir });
  const files: string[] = [];
  const context = {
    environment: { config: { consumer: 'client' } },
    emitFile: ({ fileName }: { fileName: string }) => files.push(fileName),
  };
  plugin.generateBundle.call(context);
  return files;
};

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

  it("draw the site's icon from the colours, unless the owner has one of their own in content/public/", () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'public-'));
    try {
      expect(emitted(publicDir)).toEqual(['favicon.svg']);
      writeFileSync(join(publicDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      expect(emitted(publicDir)).toEqual([]);
    } finally {
      rmSync(publicDir, { recursive: true });
    }
  });
});
