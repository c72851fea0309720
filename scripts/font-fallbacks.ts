import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import helvetica from '@capsizecss/metrics/helvetica';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import type { Plugin } from 'vite';

/** Liberation Sans (Linux, and Chromium's own dependency on Debian) is drawn to Arial's metrics, glyph for glyph. */
const liberationSans = {
  ...arial,
  familyName: 'Liberation Sans',
  fullName: 'Liberation Sans',
  postscriptName: 'LiberationSans',
};

/**
 * Inter's stand-ins, one per platform font a visitor may have: Arial (Windows, macOS), Liberation Sans (Linux),
 * Roboto (Android), Helvetica (iOS). Each is scaled and given Inter's ascent and descent from published metrics
 * (capsize), so that text laid out before the web font takes Inter's room; the first one installed is used.
 */
const interStack = createFontStack([inter, arial, liberationSans, roboto, helvetica]);

/** The stand-in families, in order, as the generated `font-family` names them (the platform fonts themselves dropped). */
export const interFallbackFamilies = interStack.fontFamily
  .split(/,\s*/)
  .filter((family) => family.includes('Fallback'))
  .join(', ');

/** The style sheet's placeholder family, replaced by the generated stand-ins. */
const PLACEHOLDER = "'Inter Fallback'";

/**
 * Writes the web font's metric-matched fallbacks into the app's style sheet: its `font-family` lists the stand-ins
 * in place of the placeholder, and their `@font-face` rules are added. Before Tailwind reads the sheet.
 */
export function fontFallbacks(): Plugin {
  return {
    name: 'font-fallbacks',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('/src/styles/app.css')) return;
      if (!code.includes(PLACEHOLDER)) throw new Error(`src/styles/app.css no longer names ${PLACEHOLDER}`);
      return `${code.replaceAll(PLACEHOLDER, interFallbackFamilies)}\n${interStack.fontFaces}\n`;
    },
  };
}
