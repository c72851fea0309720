import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  darkTheme,
  lightTheme,
  nightColors,
  printColors,
  type ThemeColors,
  type ThemeTokens,
} from '../../src/lib/theme-tokens.ts';

const colorDeclarations = (colors: Partial<ThemeColors> | typeof nightColors) =>
  Object.entries(colors).map(([name, value]) => `--color-${name}: ${value};`);
const themeDeclarations = ({ colors, cardShadow }: ThemeTokens) => [
  ...colorDeclarations(colors),
  `--card-shadow: ${cardShadow};`,
];

/** What each placeholder comment of src/styles/app.css stands for: declarations from src/lib/theme-tokens.ts. */
export const themePlaceholders: Record<string, string[]> = {
  '/* theme-tokens: dark colours */': [
    ...colorDeclarations(nightColors),
    ...colorDeclarations(darkTheme.colors),
  ],
  '/* theme-tokens: dark shadow */': [`--card-shadow: ${darkTheme.cardShadow};`],
  '/* theme-tokens: light */': themeDeclarations(lightTheme),
  '/* theme-tokens: print */': [...colorDeclarations(printColors), '--card-shadow: none;'],
};

/** The style sheet with its placeholders replaced by the tokens; throws when one is missing. */
export function withThemeTokens(css: string): string {
  let out = css;
  for (const [placeholder, declarations] of Object.entries(themePlaceholders)) {
    if (!out.includes(placeholder)) throw new Error(`src/styles/app.css no longer holds ${placeholder}`);
    out = out.replace(placeholder, declarations.join('\n'));
  }
  return out;
}

/** The site's icon: the code brackets in the accent on the dark background. */
export const faviconSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${darkTheme.colors.bg}"/><path d="M22 20 10 32l12 12M42 20l12 12-12 12M36 14 28 50" fill="none" stroke="${darkTheme.colors.accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`;

/** The page template's `theme-color` tags name their theme (`content="theme-tokens:dark"`): its background. */
const themeColorPlaceholder = /content="theme-tokens:(dark|light)"/g;
export function withThemeColors(html: string): string {
  if (!html.includes('content="theme-tokens:'))
    throw new Error('index.html no longer holds content="theme-tokens:…"');
  return html.replace(
    themeColorPlaceholder,
    (_, theme: string) => `content="${(theme === 'light' ? lightTheme : darkTheme).colors.bg}"`,
  );
}

/**
 * Feeds the theme tokens (src/lib/theme-tokens.ts) to the page: the style sheet's custom properties of both themes
 * (before Tailwind reads it), the template's `theme-color` tags, and `/favicon.svg` (served in development, written
 * into dist/client at build), unless the owner has an icon of their own at `content/public/favicon.svg`, which Vite serves
 * and copies as it is.
 */
export function themeTokens(): Plugin {
  let ownIcon = false;
  return {
    name: 'theme-tokens',
    enforce: 'pre',
    configResolved(config) {
      ownIcon = config.publicDir !== '' && existsSync(join(config.publicDir, 'favicon.svg'));
    },
    transform(code, id) {
      if (!id.endsWith('/src/styles/app.css')) return;
      return withThemeTokens(code);
    },
    transformIndexHtml: { order: 'pre', handler: withThemeColors },
    configureServer(server) {
      if (ownIcon) return;
      server.middlewares.use('/favicon.svg', (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(faviconSvg());
      });
    },
    generateBundle() {
      if (ownIcon || this.environment.config.consumer !== 'client') return;
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg() });
    },
  };
}
